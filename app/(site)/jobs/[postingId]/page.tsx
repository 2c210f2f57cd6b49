import type { Metadata } from 'next';
import { PRIVATE_PAGE_REFERRER } from '@/lib/security/private-page-referrer';
import { isFormPost } from '@/lib/net/form-post';
import { notFound } from 'next/navigation';
import { formatPlace } from '@/lib/careers/format-place';
import { JsonLd } from '@/components/postings/json-ld';
import { PostingView } from '@/components/postings/posting-view';
import { jobPostingJsonLd } from '@/lib/careers/job-posting-json-ld';
import { getSavedDraft } from '@/lib/careers/drafts/saved-draft';
import { DRAFT_LINK_PARAM } from '@/lib/careers/drafts/draft-values';
import { notSentNotice } from '@/lib/careers/oversized-post';
import { postingPathAmong } from '@/lib/careers/ad-versions';
import { getApplicationForm, getJob, listOpenJobs } from '@/lib/careers/jobs';
import { htmlToText, shortened } from '@/lib/careers/sanitize';
import { getSiteConfig } from '@/lib/careers/site';
import { pickTracking, trackingFields } from '@/lib/careers/source-details';
import { getTranslations } from 'next-intl/server';
import { siteJobLinksIn } from '@/lib/careers/job-links';
import { languageAlternates, outsideItsLanguages } from '@/lib/i18n/language-alternates';
import { localePrefix, localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { SHARE_CARD_SIZE } from '@/lib/share-card/share-card-size';

type Props = {
  params: Promise<{ postingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A "finish later" link's token (`?draft=`): such a page is rendered for its visitor only, never cached. */
async function draftTokenOf(searchParams: Props['searchParams']): Promise<string | undefined> {
  const token = (await searchParams)[DRAFT_LINK_PARAM];
  return typeof token === 'string' ? token : undefined;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [result, t, locale] = await Promise.all([
    params.then(({ postingId }) => getJob(postingId)),
    getTranslations('jobs'),
    requestLocale(),
  ]);
  if (result.status === 'not_found') notFound();
  // The link is the key to the candidate's answers: never indexed, never sent to another site as a referrer
  // (PRIVATE_PAGE_REFERRER: the page's own form must still say where it was posted from).
  if (await draftTokenOf(searchParams))
    return {
      title: (await getTranslations('drafts'))('finishTitle'),
      robots: { index: false },
      referrer: PRIVATE_PAGE_REFERRER,
    };
  if (result.status === 'unavailable')
    return { title: t('temporarilyUnavailable'), robots: { index: false } };
  const { job } = result;
  const alternates = languageAlternates(
    locale,
    `/jobs/${job.id}`,
    // Its page in each language names the job's ad in that language (ad-versions.ts).
    postingPathAmong(job, await listOpenJobs()),
  );
  if (!job.open) {
    return {
      title: t('closedMeta', { title: job.title }),
      robots: { index: false, follow: true },
      alternates,
    };
  }
  const site = getSiteConfig();
  const title = t('postingTitle', { title: job.title, place: formatPlace(job.location, locale, t) });
  const lead = job.sections.find((s) => s.key === 'jobDescription') ?? job.sections[0];
  const text = lead ? htmlToText(lead.html) : '';
  const description = shortened(text, 160);
  // The picture a shared link shows (app/share-cards): the job's title and place, in this language.
  const card = { url: `/share-cards/${locale}/${job.id}.png`, ...SHARE_CARD_SIZE, alt: title };
  return {
    title,
    description,
    alternates,
    ...(outsideItsLanguages(locale, alternates) ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: 'website',
      url: alternates.canonical,
      title,
      description,
      siteName: t('listTitle', { siteName: site.name }),
      images: [card],
    },
    twitter: { card: 'summary_large_image', title, description, images: [card] },
  };
}

export default async function PostingPage({ params, searchParams }: Props) {
  const [{ postingId }, locale, raw] = await Promise.all([params, requestLocale(), searchParams]);
  // The campaign the visit arrived with (utm_*, source) goes with the application, as in the embed.
  const tracking = pickTracking(Object.entries(raw));
  const draftToken = await draftTokenOf(searchParams);
  const draft = draftToken ? await getSavedDraft(postingId, draftToken) : null;
  // A tampered, expired or used link names nothing of its answers: the job's page says the link has ended,
  // so a candidate who kept it is not told the job is gone. The form post that has just used it shows its
  // answer: without JavaScript, that answer is this page rendered for the post, at the link's address.
  const linkEnded = Boolean(draftToken) && !draft && !(await isFormPost());
  const result = await getJob(postingId);
  const site = getSiteConfig();
  const open = result.status === 'ok' && result.job.open;
  // The apply section's form (cached): a required question this site cannot ask sends candidates on to the
  // platform's own form, which is not applying on this page.
  const form = open ? await getApplicationForm(postingId) : null;
  const directApply = !(form?.status === 'ok' && form.form.unsupportedQuestions.length > 0);
  return (
    <>
      {open && (
        <JsonLd
          data={jobPostingJsonLd(result.job, site, {
            directApply,
            pagePath: localizedPath(locale, `/jobs/${result.job.id}`),
          })}
        />
      )}
      <PostingView
        result={result}
        links={siteJobLinksIn(locale, tracking)}
        share={{
          url: new URL(localizedPath(locale, `/jobs/${encodeURIComponent(postingId)}`), site.url).href,
          siteName: site.name,
        }}
        apply={{
          hiddenFields: trackingFields(tracking),
          notSent: notSentNotice(raw),
          // The status page in the language the candidate applied in, as the confirmation mail links it.
          statusLink: { prefix: localePrefix(locale), query: '' },
          ...(draft && draftToken ? { restored: { ...draft, draftToken } } : {}),
          ...(linkEnded ? { linkEnded } : {}),
        }}
      />
    </>
  );
}
