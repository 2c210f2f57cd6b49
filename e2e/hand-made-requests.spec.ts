import { expect, test } from '@playwright/test';
import { postings } from './support/fill-form';
import { actionIdOf, boundArgumentsField, hiddenFields } from './support/hidden-fields';

// An address of its own, so the suite's other applications never bring these requests the challenge.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.50' } });

const posting = `/jobs/${postings.noQuestions}`;

/** The text a person reads in an HTML answer. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

test.describe('a hand-made post to the apply form', () => {
  test('without the posting it is bound to gets the form back with a message, never a server error', async ({
    request,
    baseURL,
  }) => {
    const fields = await hiddenFields(request, posting);
    const bound = boundArgumentsField(fields);
    expect(bound, 'the form carries its bound arguments').toBeTruthy();
    const post = (tampered: string) =>
      request.post(posting, {
        headers: { origin: baseURL! },
        multipart: {
          ...fields,
          [bound!]: tampered,
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
        },
      });
    // No arguments at all: React cannot match the answer to the page's form, which comes back empty.
    const unbound = await post('[]');
    expect(unbound.status()).toBe(200);
    expect(textOf(await unbound.text())).toContain('Submit application');
    // A posting id that is not a string, or names no posting: the form comes back saying so.
    for (const [tampered, message] of [
      ['[12345,{"status":"idle"}]', 'We could not verify this form.'],
      ['["no-such-posting",{"status":"idle"}]', 'This job is no longer taking applications.'],
    ]) {
      const response = await post(tampered!);
      expect(response.status(), tampered).toBe(200);
      const text = textOf(await response.text());
      expect(text, tampered).toContain(message!);
      expect(text).not.toContain('Thank you');
    }
  });
});

test.describe('a multipart post whose body is no form', () => {
  test('gets a 400 in plain words instead of a server error, and the page goes on as before', async ({
    request,
  }) => {
    const cutShort = '--xx\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda';
    const posts = [
      { type: 'multipart/form-data', body: 'firstName=Ada' },
      { type: 'multipart/form-data; boundary=xx', body: 'garbage' },
      { type: 'multipart/form-data; boundary=xx', body: cutShort },
    ];
    for (const { type, body } of posts) {
      // As a no-JavaScript form post, and as a server action call (Next used to answer both with 500).
      for (const action of [{}, { 'next-action': '00'.repeat(21) }] as Record<string, string>[]) {
        const response = await request.post(`/de${posting}`, {
          headers: { 'content-type': type, ...action },
          data: body,
        });
        expect(response.status(), `${type} ${JSON.stringify(action)}`).toBe(400);
        expect(await response.text()).toContain('could not be read');
      }
    }
    const page = await request.get(posting);
    expect(page.status()).toBe(200);
  });
});

test.describe('a server action call whose arguments are no JSON list', () => {
  test('gets a 400 in plain words instead of an error row, and the page goes on as before', async ({
    request,
  }) => {
    // The apply action's own id, as the page's no-JavaScript form names it.
    const fields = await hiddenFields(request, posting);
    const actionId = actionIdOf(fields);
    expect(actionId, 'the form names its action').toBeTruthy();
    for (const body of ['{', '{"postingId":"x"}', 'not json']) {
      const response = await request.post(posting, {
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': actionId! },
        data: body,
      });
      expect(response.status(), body).toBe(400);
      expect(await response.text()).toContain('not a JSON list of values');
    }
    const page = await request.get(posting);
    expect(page.status()).toBe(200);
  });
});

test.describe('a server action call whose arguments refer to a part its body does not hold', () => {
  test('gets a 400 in plain words instead of a server error, by script or without JavaScript', async ({
    request,
    baseURL,
  }) => {
    const fields = await hiddenFields(request, posting);
    const actionId = actionIdOf(fields);
    const bound = boundArgumentsField(fields);
    expect(actionId && bound, 'the form names its action and its bound arguments').toBeTruthy();
    const refused = async (what: string, response: { status(): number; text(): Promise<string> }) => {
      expect(response.status(), what).toBe(400);
      expect(await response.text(), what).toContain('refer to a part the body does not hold');
    };
    // As the page's script would call it: a map, a list and a path whose parts are not there.
    for (const body of ['["$Q1"]', '["$1"]', '["$0:5"]'])
      await refused(
        body,
        await request.post(posting, {
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': actionId! },
          data: body,
        }),
      );
    await refused(
      'a multipart call',
      await request.post(posting, { headers: { 'next-action': actionId! }, multipart: { '0': '["$Q1"]' } }),
    );
    // As a form posted without JavaScript, its bound arguments tampered with (Next answered a bare 500).
    for (const tampered of ['not json', '["$Q7"]'])
      await refused(
        tampered,
        await request.post(posting, {
          headers: { origin: baseURL! },
          multipart: { ...fields, [bound!]: tampered, firstName: 'Ada' },
        }),
      );
    const page = await request.get(posting);
    expect(page.status()).toBe(200);
  });
});
