import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';

type Props = {
  jobsHref: string;
  /** Where to get one's status links by email (the site; not the embed, whose frame cannot show it). */
  findHref?: string;
};

/** A status link that is not genuine: said plainly, with nothing about why (that would help a guesser). */
export async function ApplicationNotFound({ jobsHref, findHref }: Props) {
  const t = await getTranslations('status');
  return (
    <Notice title={t('notFoundHeading')} headingLevel={1}>
      <p>{t('notFoundText')}</p>
      {findHref ? <p>{t.rich('findLost', { link: (chunks) => <a href={findHref}>{chunks}</a> })}</p> : null}
      <p>
        <a href={jobsHref}>{t('allJobs')}</a>
      </p>
    </Notice>
  );
}
