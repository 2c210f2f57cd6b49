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

  it('refuses a call whose arguments refer to a part its body does not hold, whatever type it claims', async () => {
    for (const body of ['["$Q1"]', '["$1"]', '["$0:5"]'])
      expect(await unreadablePost(actionCall(body)), body).toBe('arguments');
    const typed = rawPost('["$1"]', 'application/json', { 'next-action': '7f'.repeat(21) });
    expect(await unreadablePost(typed)).toBe('arguments');
    const untyped = new Request(url, {
      method: 'POST',
      body: '["$1"]',
      headers: { 'next-action': '7f'.repeat(21) },
    });
    untyped.headers.delete('content-type');
    expect(await unreadablePost(untyped)).toBe('arguments');
  });

  it('reads a call the way Next does by its type as sent: text unless exactly urlencoded or multipart', async () => {
    const action = { 'next-action': '7f'.repeat(21) };
    const withCharset = rawPost('["$1"]', 'application/x-www-form-urlencoded; charset=utf-8', action);
    expect(await unreadablePost(withCharset)).toBe('arguments');
    expect(
      await unreadablePost(rawPost('["$1"]', 'application/x-www-form-urlencoded', action)),
    ).toBeUndefined();
    // A whole form under a type in capitals: Next does not take it for a form, and its text is no JSON.
    const form = `--xx\r\nContent-Disposition: form-data; name="0"\r\n\r\n["x"]\r\n--xx--\r\n`;
    expect(await unreadablePost(rawPost(form, 'Multipart/Form-Data; boundary=xx', action))).toBe('arguments');
    expect(await unreadablePost(rawPost(form, 'multipart/form-data; boundary=xx', action))).toBeUndefined();
  });

  it('reads a multipart call, and a form posted without JavaScript, for arguments React can decode', async () => {
    const call = (entries: [string, string][]) => {
      const form = new FormData();
      for (const [key, value] of entries) form.append(key, value);
      return new Request(url, { method: 'POST', body: form, headers: { 'next-action': '7f'.repeat(21) } });
    };
    expect(
      await unreadablePost(
        call([
          ['_1_firstName', 'Ada'],
          ['0', '["x","$K1"]'],
        ]),
      ),
    ).toBeUndefined();
    expect(await unreadablePost(call([['0', '["$Q1"]']]))).toBe('arguments');
    expect(await unreadablePost(call([['_1_firstName', 'Ada']]))).toBe('arguments');
    const pageForm = (bound: string) => {
      const form = new FormData();
      form.append('$ACTION_REF_1', '');
      form.append('$ACTION_1:0', '{"id":"7f00","bound":"$@1"}');
      form.append('$ACTION_1:1', bound);
      form.append('firstName', 'Ada');
      return new Request(url, { method: 'POST', body: form });
    };
    expect(await unreadablePost(pageForm('["posting",{"status":"idle"}]'))).toBeUndefined();
    expect(await unreadablePost(pageForm('not json'))).toBe('arguments');
    expect(await unreadablePost(pageForm('["$Q7"]'))).toBe('arguments');
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
      ['arguments', /not a JSON list of values.*refer to a part the body does not hold. Nothing was done/],
    ] as const) {
      const answer = unreadablePostAnswer(what);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await answer.text()).toMatch(words);
    }
  });
});
