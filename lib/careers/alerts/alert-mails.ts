import type { Locale } from '@/lib/i18n/locales';
import { formatPlace } from '../format-place';
import { formatDate } from '@/lib/i18n/format-date';
import type { JobLocation, JobSummary, Pay } from '../job';
import { formatPay } from '../format-pay';
import { escapeHtml } from '@/lib/security/escape-html';
import { htmlDocument, isolatedHtml, paragraph as p } from '../mail/mail-html';
import { mailWords, type MailWords } from '../mail/mail-words';
import { isolatedText } from '@/lib/i18n/isolated-text';
import { formatDistance } from '@/lib/i18n/format-distance';
import { placeWords } from '../mail/place-words';

/**
 * What job alert mails say, in the language the alert was started in. Neither quotes anything a visitor
 * typed (the search's words): the confirmation goes to whatever address was entered, and must not be
 * usable to send someone a message.
 */
export type AlertConfirmationInput = { locale: Locale; siteName: string; confirmUrl: string };

export function composeAlertConfirmation({ locale, siteName, confirmUrl }: AlertConfirmationInput) {
  const words = mailWords(locale);
  const link = (chunks: string) => `<a href="${escapeHtml(confirmUrl)}">${chunks}</a>`;
  const text = [
    words.text('greeting'),
    '',
    words.text('alertConfirmAsked', { siteName }),
    words.text('alertConfirmHere'),
    confirmUrl,
    '',
    words.text('alertConfirmNotYou'),
    '',
    words.text('signature', { siteName }),
  ].join('\n');
  return {
    subject: words.text('alertConfirmSubject', { siteName }),
    text,
    html: htmlDocument(
      locale,
      [
        words.html('greeting'),
        words.html('alertConfirmAsked', { siteName }),
        words.html('alertConfirmLink', {}, { link }),
        words.html('alertConfirmNotYou'),
        words.html('signature', { siteName }),
      ].map(p),
    ),
  };
}

/**
 * A job as the digest lists it: its place and pay are said in the alert's language here, as its page would;
 * `closes` only while the closing date is ahead (closing-date.ts).
 */
export type DigestJob = {
  title: string;
  location: JobLocation;
  url: string;
  closes?: string;
  pay?: Pay;
  /** For an alert around a city, a job outside it: how far (JobSummary.distance). */
  distance?: JobSummary['distance'];
};
export type AlertDigestInput = {
  locale: Locale;
  siteName: string;
  jobs: DigestJob[];
  /** How many new jobs there are; more than `jobs` lists when `moreUrl` is given. */
  total: number;
  /** The list with the alert's search, when there were more new jobs than the mail lists. */
  moreUrl?: string;
  manageUrl: string;
  unsubscribeUrl: string;
};

export function composeAlertDigest({
  locale,
  siteName,
  jobs,
  total,
  moreUrl,
  manageUrl,
  unsubscribeUrl,
}: AlertDigestInput) {
  const words = mailWords(locale);
  const where = placeWords(locale);
  const listed = jobs.map((job) => ({
    ...job,
    place: formatPlace(job.location, locale, where),
    closes: job.closes && formatDate(job.closes, locale),
  }));
  // How far, as the list says it; pay as the employer states it, as on the job's page: the first thing
  // many readers look for.
  const facts = (
    { distance, pay, closes }: Omit<DigestJob, 'closes'> & { closes?: string },
    say: MailWords['text'],
  ) =>
    (distance
      ? ` · ${say('digestDistance', { distance: formatDistance(distance.value, distance.unit, locale), city: distance.from })}`
      : '') +
    (pay ? ` · ${formatPay(pay, locale, say)}` : '') +
    (closes ? ` · ${say('digestApplyBy', { date: closes })}` : '');
  const a = (url: string, key: string) => `<a href="${escapeHtml(url)}">${words.html(key)}</a>`;
  const text = [
    words.text('greeting'),
    '',
    words.text('digestIntro', { count: total, siteName }),
    '',
    ...listed.flatMap((job) => [
      `${isolatedText(locale, job.title)} — ${isolatedText(locale, job.place)}${facts(job, words.text)}`,
      job.url,
      '',
    ]),
    ...(moreUrl ? [words.text('digestMoreText', { url: moreUrl }), ''] : []),
    words.text('digestManageText', { url: manageUrl }),
    words.text('digestStopText', { url: unsubscribeUrl }),
    '',
    words.text('signature', { siteName }),
  ].join('\n');
  const list = listed
    .map(
      (job) =>
        `<li><a href="${escapeHtml(job.url)}">${isolatedHtml(job.title)}</a> — ${isolatedHtml(job.place)}${facts(job, words.html)}</li>`,
    )
    .join('');
  return {
    subject: words.text('digestSubject', { count: total, siteName }),
    text,
    html: htmlDocument(locale, [
      p(words.html('greeting')),
      p(words.html('digestIntro', { count: total, siteName })),
      `<ul>${list}</ul>`,
      ...(moreUrl ? [p(a(moreUrl, 'digestMoreLink'))] : []),
      p(`${a(manageUrl, 'digestManageLink')} · ${a(unsubscribeUrl, 'digestStopLink')}`),
      p(words.html('signature', { siteName })),
    ]),
  };
}
