import type { ApplicationStatus } from '@/lib/db/schema';
import { namedApplication, staffMailReason } from '../mail/staff-mail';

/** The application a candidate asked to withdraw: where it stands, never who sent it. */
export type WithdrawnApplication = {
  id: string;
  postingId: string;
  createdAt: Date;
  status: ApplicationStatus;
  platformCandidateId: string | null;
};

/** What staff have to do depends on whether the application reached the platform. */
function whatToDo(row: WithdrawnApplication): string {
  if (row.status === 'delivered')
    return `Please record the withdrawal on the platform, for candidate ${row.platformCandidateId ?? '(id not recorded)'}: its apply interface offers the site no way to do it. Their status page changes to "Withdrawn" once you have.`;
  if (row.status === 'refused')
    return 'The platform refused this application, so there is nothing to record there, and no need to pass it on.';
  if (row.status === 'withdrawn')
    return 'It had not reached the platform, and now never will: the site stopped delivering it and deleted its files. There is nothing to record there.';
  return 'It is on its way to the platform: a send is under way, or may have arrived already. If it did not arrive, the site sends it no more, and the console shows it as "Withdrawn before sending". If it did, the console shows it as "Delivered": please then record the withdrawal on the platform.';
}

type Site = { name: string; url: string };

/**
 * A mail to staff about a candidate's request (English, as the console is). As the staff notice does, it
 * names the application by id and job only: the name and address stay in the console, one click away.
 */
function staffMailAbout(
  row: WithdrawnApplication,
  site: Site,
  what: { subject: string; opening: string; toDo: string },
) {
  const consoleUrl = new URL(`/admin/applications?q=${encodeURIComponent(row.id)}`, site.url).href;
  const text = [
    'Hello,',
    '',
    what.opening,
    '',
    namedApplication(row),
    '',
    what.toDo,
    `See the application in the console: ${consoleUrl}`,
    '',
    staffMailReason(site.url),
  ].join('\n');
  return { subject: `${site.name} careers: ${what.subject}`, text };
}

/** The mail that asks staff to record a withdrawal on the platform. */
export const composeWithdrawalNotice = (row: WithdrawnApplication, site: Site) =>
  staffMailAbout(row, site, {
    subject: 'a candidate asked to withdraw their application',
    opening:
      'A candidate asked, from the status page of their application, to withdraw it. They no longer wish to be considered for this job.',
    toDo: whatToDo(row),
  });

/** After a take-back, what is left to do depends on whether the application reached the platform. */
function whatToDoNow(row: WithdrawnApplication): string {
  if (row.status === 'delivered')
    return `If you have not recorded the withdrawal on the platform yet, please leave candidate ${row.platformCandidateId ?? '(id not recorded)'} as they are. If you have, their status page shows "Withdrawn": reopen the application on the platform, or write to them, as your process allows.`;
  if (row.status === 'refused')
    return 'The platform refused this application, so there is nothing to do there.';
  return 'It goes on to the platform as usual; there is nothing to do.';
}

/** The mail that tells staff a candidate took back their request to withdraw. */
export const composeWithdrawalTakenBackNotice = (row: WithdrawnApplication, site: Site) =>
  staffMailAbout(row, site, {
    subject: 'a candidate no longer wants to withdraw their application',
    opening:
      'A candidate who asked to withdraw their application took the request back, from its status page. They wish to stay in the process for this job.',
    toDo: whatToDoNow(row),
  });
