import { describe, expect, it } from 'vitest';
import { composeConfirmation } from './confirmation-mail';

const base = {
  siteName: 'Acme Robotics',
  jobTitle: 'Robot <Tamer>',
  firstName: 'Ada',
};

describe('the confirmation mail speaks the language the candidate applied in', () => {
  it('German: subject, greeting and body, the link to the German status page, lang on the HTML', () => {
    const mail = composeConfirmation({
      ...base,
      locale: 'de',
      statusUrl: 'https://jobs.example/de/applications/t',
    });
    expect(mail.subject).toBe('Ihre Bewerbung als Robot <Tamer>');
    expect(mail.text).toMatch(/^Guten Tag Ada,\n/);
    expect(mail.text).toContain('vielen Dank für Ihre Bewerbung als Robot <Tamer> bei Acme Robotics.');
    expect(mail.text).toContain(
      'falls Sie es sich anders überlegen:\nhttps://jobs.example/de/applications/t\n',
    );
    expect(mail.text).not.toMatch(/Hello|thank you|hiring team/);
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('<strong><bdi>Robot &#60;Tamer&#62;</bdi></strong>');
    expect(mail.html).toContain(
      '<a href="https://jobs.example/de/applications/t">Stand Ihrer Bewerbung verfolgen</a>',
    );
  });

  it('English as before; Arabic right to left', () => {
    const english = composeConfirmation({
      ...base,
      locale: 'en',
      statusUrl: 'https://jobs.example/applications/t',
    });
    expect(english.subject).toBe('Your application for Robot <Tamer>');
    expect(english.text).toMatch(
      /^Hello Ada,\n\nthank you for applying for Robot <Tamer> at Acme Robotics\./,
    );
    expect(english.text).toContain('— The Acme Robotics hiring team');
    const arabic = composeConfirmation({
      ...base,
      locale: 'ar',
      statusUrl: 'https://jobs.example/ar/applications/t',
    });
    // The title is isolated from the Arabic around it (FSI … PDI), so its punctuation stays its own.
    expect(arabic.subject).toBe('طلبك لوظيفة \u2068Robot <Tamer>\u2069');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
  });

  // Not isolated, a browser showed "++Developer C": the trailing "++" took the Arabic sentence's direction.
  it('keeps a left-to-right title whole inside an Arabic sentence', () => {
    const arabic = composeConfirmation({
      ...base,
      jobTitle: 'Developer C++',
      locale: 'ar',
      statusUrl: 'https://jobs.example/ar/applications/t',
    });
    expect(arabic.html).toContain('<strong><bdi>Developer C++</bdi></strong> لدى <bdi>Acme Robotics</bdi>');
    expect(arabic.text).toContain('\u2068Developer C++\u2069');
    // A left-to-right mail's plain text carries no invisible marks.
    const german = composeConfirmation({
      ...base,
      locale: 'de',
      statusUrl: 'https://jobs.example/de/applications/t',
    });
    expect(german.text).not.toMatch(/[\u2066-\u2069]/);
  });
});
