import { getTranslations } from 'next-intl/server';
import { JobList } from '@/components/postings/job-list';
import { Notice } from '@/components/postings/notice';
import { CopyLink } from '@/components/postings/copy-link';
import { shareLinks } from '@/components/postings/share-job';
import { getSiteConfig } from '@/lib/careers/site';
import { savedJobsHref } from '@/lib/careers/saved/saved-ids';
import type { SiteJobLinks } from '@/lib/careers/job-links';
import { loadSavedJobs } from '@/lib/careers/saved/saved-jobs';
import { SavedJobsSync } from './saved-jobs-sync';
import styles from './saved.module.css';

/**
 * The saved-jobs page: the jobs its address names, those still open first, then those since closed
 * (each one's page offers jobs like it). "Save" on each stays pressed or not as this browser keeps it, so
 * a job taken off the list by mistake can be put back.
 */
export async function SavedJobsView({
  ids,
  addressed,
  links,
}: {
  ids: string[];
  /** Whether the address named a list (even an empty one); a bare visit shows this browser's. */
  addressed: boolean;
  links: SiteJobLinks;
}) {
  const [t, saved] = await Promise.all([getTranslations('saved'), loadSavedJobs(ids)]);
  const gone = saved.status === 'ok' ? saved.gone : [];
  return (
    <>
      <SavedJobsSync path={links.saved} addressed={addressed} gone={gone} />
      <div className={styles.intro}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </div>
      {saved.status === 'unavailable' ? (
        <SavedUnavailable />
      ) : saved.open.length + saved.closed.length === 0 ? (
        <Notice title={t('emptyTitle')}>
          <p>{t('emptyText')}</p>
          <p>
            <a href={links.list()}>{t('seeAllOpen')}</a>
          </p>
        </Notice>
      ) : (
        <>
          <KeepThisList ids={ids.filter((id) => !gone.includes(id))} links={links} />
          {saved.open.length > 0 && (
            <section className={styles.part} aria-labelledby="saved-open">
              <h2 id="saved-open">{t('openHeading')}</h2>
              <JobList jobs={saved.open} links={links} />
            </section>
          )}
          {saved.closed.length > 0 && (
            <section className={styles.part} aria-labelledby="saved-closed">
              <h2 id="saved-closed">{t('closedHeading')}</h2>
              <p>{t('closedLead')}</p>
              <JobList jobs={saved.closed} links={links} />
            </section>
          )}
          <p>
            <a href={links.list()}>{t('seeAllOpen')}</a>
          </p>
        </>
      )}
    </>
  );
}

async function SavedUnavailable() {
  const t = await getTranslations('jobs');
  return (
    <Notice title={t('unavailableTitle')} tone="warning">
      <p>{t('unavailableText')}</p>
    </Notice>
  );
}

/**
 * How to take the list to another device: its address, by mail to oneself or copied (the list lives in
 * the address, so nothing reaches the site). `ids`: those of the jobs the site still knows, as saved.
 */
async function KeepThisList({ ids, links }: { ids: string[]; links: SiteJobLinks }) {
  const [t, tJobs] = await Promise.all([getTranslations('saved'), getTranslations('jobs')]);
  const site = getSiteConfig();
  const url = `${site.url}${savedJobsHref(links.saved, ids)}`;
  return (
    <>
      <p>{t('address')}</p>
      <ul className="link-row">
        <li>
          <a href={shareLinks(url, t('mailSubject', { siteName: site.name }), url).email}>{t('emailList')}</a>
        </li>
        <CopyLink
          url={url}
          words={{ copy: tJobs('copyLink'), copied: tJobs('linkCopied'), failed: tJobs('copyFailed') }}
        />
      </ul>
    </>
  );
}
