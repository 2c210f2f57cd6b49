import { namedApplication, staffMailReason } from '../mail/staff-mail';

/** The erased application, as staff need it to find the platform's copy: ids only. */
export type ErasedApplication = {
  id: string;
  postingId: string;
  createdAt: Date;
  platformCandidateId: string | null;
};

/**
 * The mail that asks staff to delete a candidate's data on the platform (English, as the console is).
 * The site's own copy is already gone, so the platform's candidate id is the one way to find it: the
 * mail names nobody, as every staff mail does.
 */
export function composeErasureNotice(row: ErasedApplication, site: { name: string; url: string }) {
  const subject = `${site.name} careers: a candidate asked to have their data deleted`;
  const text = [
    'Hello,',
    '',
    'A candidate asked, from the status page of their application, to have their data deleted. This site has deleted its copy: their details, answers, files and the mails about it.',
    '',
    namedApplication(row),
    '',
    `The application had reached the platform. Please delete candidate ${row.platformCandidateId ?? '(id not recorded)'} there too, as your data protection process says: its apply interface offers the site no way to do it.`,
    '',
    staffMailReason(site.url),
  ].join('\n');
  return { subject, text };
}
