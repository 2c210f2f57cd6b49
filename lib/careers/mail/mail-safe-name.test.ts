import { describe, expect, it } from 'vitest';
import { composeConfirmation } from './confirmation-mail';
import { mailSafeName } from './mail-safe-name';

describe('mailSafeName', () => {
  it.each(['Ada', 'Jean-Luc', "O'Brien", 'Zoë', 'José María', 'Łukasz', '山田', 'محمد'])(
    'keeps %s',
    (name) => {
      expect(mailSafeName(name)).toBe(name);
    },
  );

  it.each([
    'https://evil.example',
    'evil.example',
    'www evil com/login',
    'Ada visit evil.example',
    'Call 0800 123 456',
    'Ada <a href=x>',
    'x'.repeat(41),
    '   ',
  ])('leaves out %j', (name) => {
    expect(mailSafeName(name)).toBeNull();
  });
});

describe('the confirmation mail', () => {
  const base = {
    locale: 'en' as const,
    siteName: 'Acme',
    jobTitle: 'Engineer',
    statusUrl: 'https://jobs.example/applications/t',
  };

  it('greets by a plain name, and without one when the name carries a link', () => {
    expect(composeConfirmation({ ...base, firstName: 'Ada' }).text).toMatch(/^Hello Ada,/);
    const phishing = composeConfirmation({ ...base, firstName: 'Win a prize at https://evil.example' });
    expect(phishing.text).toMatch(/^Hello,/);
    expect(phishing.text).not.toContain('evil');
    expect(phishing.html).not.toContain('evil');
  });
});
