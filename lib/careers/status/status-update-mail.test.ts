import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { composeStatusUpdate, type StatusUpdateInput } from './status-update-mail';
import type { StatusStepId } from './status-steps';

const input = (overrides: Partial<StatusUpdateInput> = {}): StatusUpdateInput => ({
  locale: 'en',
  siteName: 'Acme Robotics',
  jobTitle: 'Robot <Tamer>',
  firstName: 'Ada',
  step: 'interview',
  submittedAt: new Date('2026-11-20T10:30:00Z'),
  statusUrl: 'https://jobs.example/applications/t',
  stopUrl: 'https://jobs.example/applications/t/emails',
  ...overrides,
});
/** Every step a mail can tell of; "sent" is none of them, so it reads as news of no particular kind. */
const news: StatusStepId[] = ['in_review', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn'];

describe('the mail sent as an application moves on', () => {
  it('names the job and the day in the subject and body, the step in the body only, and links both pages', () => {
    const mail = composeStatusUpdate(input({ step: 'not_selected' }));
    expect(mail.subject).toBe('News about your application for Robot <Tamer>');
    expect(mail.text).toMatch(
      /^Hello Ada,\n\nthank you for applying for Robot <Tamer> on 20 November 2026\./,
    );
    expect(mail.text).toContain('decided not to go further with your application');
    expect(mail.text).toContain('See where it stands here:\nhttps://jobs.example/applications/t\n');
    expect(mail.text).toContain('To stop these emails: https://jobs.example/applications/t/emails');
    expect(mail.html).toContain('<strong><bdi>Robot &#60;Tamer&#62;</bdi></strong>');
    expect(mail.html).toContain('decided not to go further with your application');
    expect(mail.html).toContain('<a href="https://jobs.example/applications/t/emails">Stop these emails</a>');
  });

  it.each(locales)('in %s, each step has its own words, in the text and in the HTML', (locale) => {
    const vague = composeStatusUpdate(input({ locale, step: 'sent' }));
    const told = news.map((step) => composeStatusUpdate(input({ locale, step })));
    for (const mail of told) {
      expect(mail.text).not.toBe(vague.text);
      expect(mail.html).not.toBe(vague.html);
      expect(mail.subject).toBe(vague.subject);
    }
    expect(new Set(told.map((mail) => mail.text)).size).toBe(news.length);
  });

  it('in Arabic, right to left, the title isolated and the web addresses left clean', () => {
    const mail = composeStatusUpdate(input({ locale: 'ar', step: 'offer' }));
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('\u2068Robot <Tamer>\u2069');
    expect(mail.text).toContain('https://jobs.example/applications/t/emails');
    expect(mail.text).not.toContain('\u2068https://');
  });
});
