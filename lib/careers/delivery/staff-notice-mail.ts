import { namedApplication, staffMailReason } from '../mail/staff-mail';

/** An application staff are told of: its id, job, state and when it was sent. Nothing about the candidate. */
export type NoticedApplication = { id: string; postingId: string; refused: boolean; createdAt: Date };

/**
 * An application not delivered this long after it was sent is told of: delivery takes seconds and an
 * unknown outcome is settled within a minute, so by then it is stuck, or the platform is down or refuses
 * the site's credential. A network blip is not news.
 */
export const UNDELIVERED_AFTER_MINUTES = 15;

/** Named one by one up to this many per kind; the console lists the rest. */
export const NAMED_AT_MOST = 25;

function section(heading: string, rows: NoticedApplication[], where: string): string[] {
  if (rows.length === 0) return [];
  const named = rows.slice(0, NAMED_AT_MOST).map(namedApplication);
  const more = rows.length > NAMED_AT_MOST ? [`  - and ${rows.length - NAMED_AT_MOST} more`] : [];
  return [heading, ...named, ...more, `  ${where}`, ''];
}

/**
 * The mail that tells staff applications need a person (English, as the console is). It names
 * applications by id and job only: no name, address or answer leaves the console by mail, and the
 * platform's error text stays there too (it may quote what the candidate typed).
 */
export function composeStaffNotice(rows: NoticedApplication[], site: { name: string; url: string }) {
  const refused = rows.filter((row) => row.refused);
  const waiting = rows.filter((row) => !row.refused);
  const consolePage = (path: string) => new URL(path, site.url).href;
  const count = (n: number) => `${n} application${n === 1 ? '' : 's'}`;
  const subject = `${site.name} careers: ${count(rows.length)} did not reach the platform`;
  const text = [
    'Hello,',
    '',
    `${count(rows.length)} sent on the careers site did not reach the platform and need a person.`,
    '',
    ...section(
      `Refused by the platform (${refused.length}): it will not take them as they are. The job may have closed; the candidate may need to hear from you.`,
      refused,
      `See them in the console: ${consolePage('/admin/applications?state=refused')}`,
    ),
    ...section(
      `Not delivered ${UNDELIVERED_AFTER_MINUTES} minutes after they were sent (${waiting.length}): the site keeps trying, and settles an unknown outcome without a duplicate. Many at once usually means the platform is down or refuses the site's credential.`,
      waiting,
      `Platform health: ${consolePage('/admin/health')} · stuck ones: ${consolePage('/admin/applications?state=stuck')}`,
    ),
    staffMailReason(site.url),
  ].join('\n');
  return { subject, text };
}
