import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { composeAlertConfirmation, composeAlertDigest, type DigestJob } from './alert-mails';
import { munich, remotePortugal } from '../test-support/sample-locations';

const links = {
  manageUrl: 'https://jobs.example/alerts/manage/m',
  unsubscribeUrl: 'https://jobs.example/alerts/unsubscribe/u',
};

/** A digest of two new jobs in Munich, each with what the test adds to its line. */
const twoJobDigest = (locale: Locale, first: Partial<DigestJob> = {}, second: Partial<DigestJob> = {}) =>
  composeAlertDigest({
    locale,
    siteName: 'Acme',
    jobs: [
      { title: 'Robotik', location: munich, url: 'https://jobs.example/jobs/1', ...first },
      { title: 'Support', location: munich, url: 'https://jobs.example/jobs/2', ...second },
    ],
    total: 2,
    ...links,
  });

describe('job alert mails', () => {
  it('the confirmation carries the link and escapes the site name in HTML', () => {
    const mail = composeAlertConfirmation({
      locale: 'en',
      siteName: 'Acme <R&D>',
      confirmUrl: 'https://jobs.example/alerts/confirm/t',
    });
    expect(mail.text).toContain('https://jobs.example/alerts/confirm/t');
    expect(mail.html).toContain('Acme &#60;R&#38;D&#62;');
    expect(mail.html).not.toContain('<R&D>');
  });

  it('a digest lists each job with its link, and both ways to stop', () => {
    const mail = composeAlertDigest({
      locale: 'en',
      siteName: 'Acme',
      jobs: [{ title: 'Robot <Tamer>', location: munich, url: 'https://jobs.example/jobs/1' }],
      total: 1,
      ...links,
    });
    expect(mail.subject).toBe('A new job matches your job alert at Acme');
    expect(mail.text).toContain('Robot <Tamer> — Munich, Germany\nhttps://jobs.example/jobs/1');
    expect(mail.text).toContain(links.manageUrl);
    expect(mail.text).toContain(links.unsubscribeUrl);
    expect(mail.html).toContain('Robot &#60;Tamer&#62;');
  });

  it('gives a job’s closing date beside its place, in the alert’s language', () => {
    const digest = (locale: Locale) => twoJobDigest(locale, { closes: '2027-09-14T09:00:00.000Z' });
    expect(digest('en').text).toContain('Robotik — Munich, Germany · Apply by 14 September 2027\n');
    expect(digest('en').text).toContain('Support — Munich, Germany\n');
    expect(digest('en').html).toContain(
      '</a> — <bdi>Munich, Germany</bdi> · Apply by <bdi>14 September 2027</bdi></li>',
    );
    expect(digest('de').text).toContain('Bewerbung bis 14. September 2027');
    expect(digest('ar').text).toContain('التقديم حتى \u2068');
  });

  it('states each job’s pay as the employer does, before its closing date', () => {
    const digest = (locale: Locale) =>
      twoJobDigest(
        locale,
        {
          pay: { currency: 'EUR', min: 60_000, max: 75_000, period: 'YEAR' },
          closes: '2027-09-14T09:00:00.000Z',
        },
        { pay: { currency: 'EUR', min: 21.5 } },
      );
    expect(digest('en').text).toContain(
      'Robotik — Munich, Germany · €60,000 – €75,000 per year · Apply by 14 September 2027\n',
    );
    expect(digest('en').text).toContain('Support — Munich, Germany · €21.50\n');
    expect(digest('en').html).toContain('· <bdi>€60,000 – €75,000</bdi> per year ·');
    expect(digest('de').text).toMatch(/Robotik — Munich, Deutschland · 60\.000\s?–\s?75\.000\s€ pro Jahr ·/);
  });

  it('says how far a job found around a city is, first among its facts', () => {
    const digest = (locale: Locale) =>
      twoJobDigest(
        locale,
        {},
        { distance: { value: 27, unit: 'km', from: 'Berlin' }, pay: { currency: 'EUR', min: 21.5 } },
      );
    expect(digest('en').text).toContain('Support — Munich, Germany · 27 km from Berlin · €21.50\n');
    expect(digest('en').text).toContain('Robotik — Munich, Germany\n');
    expect(digest('en').html).toContain('· <bdi>27 km</bdi> from <bdi>Berlin</bdi> ·');
    expect(digest('ar').text).toContain('على بعد \u206827 كم\u2069 من \u2068Berlin\u2069');
    // A site that states distances in miles says them in miles, in every language.
    const inMiles = (locale: Locale) =>
      twoJobDigest(locale, {}, { distance: { value: 17, unit: 'mi', from: 'Berlin' } }).text;
    expect(inMiles('en')).toContain('Support — Munich, Germany · 17 mi from Berlin\n');
    expect(inMiles('pl')).toContain('17 mil');
  });

  it('says how many are new when it lists only some, and links to the rest', () => {
    const mail = composeAlertDigest({
      locale: 'en',
      siteName: 'Acme',
      jobs: [{ title: 'A', location: munich, url: 'https://jobs.example/jobs/1' }],
      total: 25,
      moreUrl: 'https://jobs.example/?q=robot',
      ...links,
    });
    expect(mail.subject).toBe('25 new jobs match your job alert at Acme');
    expect(mail.text).toContain('https://jobs.example/?q=robot');
  });

  it('is written in the alert’s language, with the plural its count needs', () => {
    const digest = (locale: 'de' | 'pl' | 'ar', total: number) =>
      composeAlertDigest({
        locale,
        siteName: 'Acme',
        jobs: [{ title: 'A', location: munich, url: 'https://jobs.example/de/jobs/1' }],
        total,
        ...links,
      });
    expect(digest('de', 1).subject).toBe('Eine neue Stelle passt zu Ihrem Job-Alert bei Acme');
    expect(digest('de', 3).subject).toBe('3 neue Stellen passen zu Ihrem Job-Alert bei Acme');
    expect(digest('de', 3).text).toContain('Ihre Job-Alerts verwalten: https://jobs.example/alerts/manage/m');
    expect(digest('pl', 3).subject).toMatch(/^3 nowe oferty pasują/);
    expect(digest('pl', 5).subject).toMatch(/^5 nowych ofert pasuje/);
    expect(digest('ar', 2).subject).toMatch(/^وظيفتان جديدتان تطابقان/);
    expect(digest('ar', 2).html).toContain('<html lang="ar" dir="rtl">');
    const confirmation = composeAlertConfirmation({
      locale: 'fr',
      siteName: 'Acme',
      confirmUrl: 'https://jobs.example/fr/alerts/confirm/t',
    });
    expect(confirmation.subject).toBe('Confirmez votre alerte emploi chez Acme');
    expect(confirmation.html).toContain(
      '<a href="https://jobs.example/fr/alerts/confirm/t">Confirmer votre alerte emploi</a> (dans un délai de 7 jours)',
    );
  });

  it('names each job’s place in the alert’s language, as the job’s page does', () => {
    const digest = (locale: 'de' | 'fr' | 'ar') =>
      composeAlertDigest({
        locale,
        siteName: 'Acme',
        jobs: [
          { title: 'Robotik', location: munich, url: 'https://jobs.example/jobs/1' },
          { title: 'Support', location: remotePortugal, url: 'https://jobs.example/jobs/2' },
        ],
        total: 2,
        ...links,
      });
    expect(digest('de').text).toContain('Robotik — Munich, Deutschland\n');
    expect(digest('de').html).toContain('</a> — <bdi>Munich, Deutschland</bdi></li>');
    expect(digest('fr').text).toContain('Robotik — Munich, Allemagne\n');
    expect(digest('fr').text).toContain('Support — Télétravail (Portugal)\n');
    // Each job's title and place isolated from the Arabic around them (FSI … PDI).
    expect(digest('ar').text).toContain('\u2068Robotik\u2069 — \u2068Munich، ألمانيا\u2069\n');
    // Addresses are not isolated: a mail client linking one would take the marks into the link.
    expect(digest('ar').text).toContain(': https://jobs.example/alerts/manage/m\n');
    expect(digest('de').text).not.toContain('Germany');
  });
});
