import { describe, expect, it } from 'vitest';
import { unreadablePost, unreadablePostAnswer } from './readable-post';

const url = 'http://site.test/jobs/a';

/** A post whose body and type are given as they are, not made by a FormData. */
const rawPost = (body: string, type: string, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': type, ...headers } });
const actionCall = (body: string) =>
  rawPost(body, 'text/plain;charset=UTF-8', { 'next-action': '7f'.repeat(21) });

describe('unreadablePost', () => {
  it('passes a form a browser would send, files included, and leaves its body to be read again', async () => {
    const form = new FormData();
    form.set('firstName', 'Ada');
    form.set('resume', new File(['%PDF-1.4 …'], 'cv.pdf', { type: 'application/pdf' }));
    const request = new Request(url, { method: 'POST', body: form });
    expect(await unreadablePost(request)).toBeUndefined();
    expect((await request.formData()).get('firstName')).toBe('Ada');
  });

  it('refuses a multipart post without a boundary, with bytes that are no form, or cut short', async () => {
    expect(await unreadablePost(rawPost('garbage', 'multipart/form-data'))).toBe('form');
    expect(await unreadablePost(rawPost('garbage', 'multipart/form-data; boundary=xx'))).toBe('form');
    const cutShort = '--xx\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda';
    expect(await unreadablePost(rawPost(cutShort, 'Multipart/Form-Data; boundary=xx'))).toBe('form');
    const whole = `${cutShort}\r\n--xx--\r\n`;
    expect(await unreadablePost(rawPost(whole, 'multipart/form-data; boundary=xx'))).toBeUndefined();
  });

  it('passes a server action call whose arguments are a JSON list, and leaves its body to be read again', async () => {
    const request = actionCall('["$K1",{"status":"idle"}]');
    expect(await unreadablePost(request)).toBeUndefined();
    expect(await request.text()).toBe('["$K1",{"status":"idle"}]');
    expect(await unreadablePost(actionCall('[]'))).toBeUndefined();
  });

  it('refuses a server action call whose arguments are no JSON list', async () => {
    for (const body of ['{', '', 'not json', '{"a":1}', '"text"', '12'])
      expect(await unreadablePost(actionCall(body)), body).toBe('arguments');
  });

  it('leaves other posts and other methods to their routes', async () => {
    expect(await unreadablePost(rawPost('%%%', 'application/x-www-form-urlencoded'))).toBeUndefined();
    expect(await unreadablePost(rawPost('{', 'application/json'))).toBeUndefined();
    // Text without an action is a route's own to read.
    expect(await unreadablePost(rawPost('{', 'text/plain'))).toBeUndefined();
    expect(
      await unreadablePost(
        new Request(url, { method: 'PUT', body: 'x', headers: { 'content-type': 'multipart/form-data' } }),
      ),
    ).toBeUndefined();
  });

  it('answers 400 in plain words, never cached', async () => {
    for (const [what, words] of [
      ['form', /not a complete multipart form.*Nothing was done/],
      ['arguments', /not a JSON list of arguments.*Nothing was done/],
    ] as const) {
      const answer = unreadablePostAnswer(what);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await answer.text()).toMatch(words);
    }
  });
});
