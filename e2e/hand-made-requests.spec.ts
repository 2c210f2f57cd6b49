import { expect, test } from '@playwright/test';
import { postings } from './support/fill-form';
import { boundArgumentsField, hiddenFields } from './support/hidden-fields';

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
