import { describe, expect, it } from 'vitest';
import { isReadableFormPost, unreadableFormPostAnswer } from './readable-form-post';

const url = 'http://site.test/jobs/a';

/** A post whose body and type are given as they are, not made by a FormData. */
const rawPost = (body: string, type: string) =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': type } });

describe('isReadableFormPost', () => {
  it('passes a form a browser would send, files included, and leaves its body to be read again', async () => {
    const form = new FormData();
    form.set('firstName', 'Ada');
    form.set('resume', new File(['%PDF-1.4 …'], 'cv.pdf', { type: 'application/pdf' }));
    const request = new Request(url, { method: 'POST', body: form });
    expect(await isReadableFormPost(request)).toBe(true);
    expect((await request.formData()).get('firstName')).toBe('Ada');
  });

  it('refuses a multipart post without a boundary, with bytes that are no form, or cut short', async () => {
    expect(await isReadableFormPost(rawPost('garbage', 'multipart/form-data'))).toBe(false);
    expect(await isReadableFormPost(rawPost('garbage', 'multipart/form-data; boundary=xx'))).toBe(false);
    const cutShort = '--xx\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda';
    expect(await isReadableFormPost(rawPost(cutShort, 'Multipart/Form-Data; boundary=xx'))).toBe(false);
    const whole = `${cutShort}\r\n--xx--\r\n`;
    expect(await isReadableFormPost(rawPost(whole, 'multipart/form-data; boundary=xx'))).toBe(true);
  });

  it('leaves other posts and other methods to their routes', async () => {
    expect(await isReadableFormPost(rawPost('%%%', 'application/x-www-form-urlencoded'))).toBe(true);
    expect(await isReadableFormPost(rawPost('{', 'application/json'))).toBe(true);
    expect(
      await isReadableFormPost(
        new Request(url, { method: 'PUT', body: 'x', headers: { 'content-type': 'multipart/form-data' } }),
      ),
    ).toBe(true);
  });

  it('answers 400 in plain words, never cached', async () => {
    const answer = unreadableFormPostAnswer();
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await answer.text()).toMatch(/could not be read.*Nothing was done/);
  });
});
