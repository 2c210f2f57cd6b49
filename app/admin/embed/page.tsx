import type { Metadata } from 'next';
import { EmbedBuilder } from '@/components/admin/embed-builder';
import type { FallbackWords } from '@/lib/admin/embed-snippet';
import { requireAdmin } from '@/lib/admin/require-admin';
import { getJobFacets, listOpenJobs } from '@/lib/careers/jobs';
import { SEARCH_RADII_IN } from '@/lib/careers/near/distance-unit';
import { getSiteConfig } from '@/lib/careers/site';
import { formatDistance } from '@/lib/i18n/format-distance';
import { getEmbedAllowedOrigins } from '@/lib/embed/embed-config';
import { loadMessages } from '@/lib/i18n/messages';
import { locales } from '@/lib/i18n/locales';
import { EMPLOYMENT_TYPE_TERMS } from '@/lib/careers/job-terms';
import type { JobFacets } from '@/lib/careers/job';

export const metadata: Metadata = { title: 'Embed snippet' };

/** The snippet's link for readers without scripts, in every language the frame can be set to. */
async function fallbackWords(): Promise<FallbackWords> {
  const entries = await Promise.all(
    locales.map(async (locale) => [locale, (await loadMessages(locale)).embed] as const),
  );
  return Object.fromEntries(entries) as FallbackWords;
}

/** Which websites may show the frame: without theirs listed, an employer's page gets a refused frame. */
function AllowedOrigins({ origins }: { origins: readonly string[] }) {
  if (origins.length === 0)
    return (
      <p className="admin-notice admin-notice-error">
        No website may show the embedded pages yet. Add the employer&rsquo;s site (its origin, such as{' '}
        <code>https://www.acme.example</code>) to <code>EMBED_ALLOWED_ORIGINS</code> and restart the site;
        until then browsers refuse the frame, and the page shows the snippet&rsquo;s link instead.
      </p>
    );
  return (
    <p className="admin-notice">
      Websites that may show the embedded pages (<code>EMBED_ALLOWED_ORIGINS</code>):{' '}
      {origins.map((origin, index) => (
        <span key={origin}>
          {index > 0 ? ', ' : ''}
          <code>{origin}</code>
        </span>
      ))}
      . Another website needs its origin added there first.
    </p>
  );
}

/** The contracts open jobs have, named as the English list names them ("Internship"). */
async function employmentTypeChoices(types: JobFacets['employmentTypes']) {
  const { jobs } = await loadMessages('en');
  return types.map((type) => ({
    value: type.toLowerCase(),
    label: jobs[EMPLOYMENT_TYPE_TERMS[type]] ?? type.toLowerCase(),
  }));
}

/** The distances the list offers around a city, in the site's unit ("Within 25 mi"). */
const distanceChoices = () => {
  const unit = getSiteConfig().distanceUnit;
  return SEARCH_RADII_IN[unit].map((within) => ({
    value: String(within),
    label: `Within ${formatDistance(within, unit, 'en')}`,
  }));
};

export default async function EmbedPage() {
  await requireAdmin('/admin/embed');
  const [open, facets, words] = await Promise.all([listOpenJobs(), getJobFacets(), fallbackWords()]);
  const employmentTypes = await employmentTypeChoices(
    facets.status === 'ok' ? (facets.facets.employmentTypes ?? []) : [],
  );
  // The place too: a title can be open in several cities.
  const postings =
    open.status === 'ok'
      ? open.jobs.map((job) => ({ id: job.id, title: `${job.title} — ${job.location.text}` }))
      : [];
  return (
    <>
      <h1>Embed snippet</h1>
      <p>
        Paste the snippet into any page of the employer&rsquo;s website to show the job list (all of it, or
        one team&rsquo;s, one country&rsquo;s or one contract&rsquo;s jobs, for a team&rsquo;s or a
        students&rsquo; page) or one posting there.
        {open.status === 'ok'
          ? ''
          : ' The postings could not be loaded just now, so only the job list can be chosen.'}
      </p>
      <AllowedOrigins origins={getEmbedAllowedOrigins()} />
      <EmbedBuilder
        siteUrl={getSiteConfig().url}
        siteAccent={getSiteConfig().accentColor}
        postings={postings}
        departments={
          facets.status === 'ok'
            ? facets.facets.departments.map((d) => ({ value: d.id, label: d.label }))
            : []
        }
        countries={
          facets.status === 'ok'
            ? facets.facets.countries.map((c) => ({ value: c.code, label: c.label }))
            : []
        }
        cities={facets.status === 'ok' ? facets.facets.cities : []}
        distances={facets.status === 'ok' && facets.facets.placedCities.length > 0 ? distanceChoices() : []}
        employmentTypes={employmentTypes}
        words={words}
      />
    </>
  );
}
