import type { JobDetail, Pay } from './job';
import { closingDateAhead } from './closing-date';

export type JsonLdSite = { name: string; url: string; logoUrl: string };

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The ad as one HTML document, each section under its title (Google shows it as the description). */
export function jobDescriptionHtml(job: JobDetail): string {
  return job.sections.map((section) => `<h3>${escapeText(section.title)}</h3>${section.html}`).join('');
}

/** schema.org MonetaryAmount: a range as minValue/maxValue, one amount as value; unitText only when stated. */
function baseSalary(pay: Pay) {
  return {
    '@type': 'MonetaryAmount',
    currency: pay.currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(pay.max === undefined ? { value: pay.min } : { minValue: pay.min, maxValue: pay.max }),
      ...(pay.period ? { unitText: pay.period } : {}),
    },
  };
}

/**
 * schema.org JobPosting (Google's job posting structured data): remote jobs name the country candidates
 * may live in instead of a workplace; validThrough only while it is still ahead. `directApply` is false
 * when the page sends candidates on to the platform's own form (a question this site cannot ask): Google
 * means by it an application made on this page. `url` is the page's own address: the German page's
 * data names the German page, as its canonical link does.
 */
export function jobPostingJsonLd(
  job: JobDetail,
  site: JsonLdSite,
  {
    now = new Date(),
    directApply = true,
    pagePath = `/jobs/${job.id}`,
  }: {
    now?: Date;
    directApply?: boolean;
    /** The page's own address (its language prefix included), as its canonical link names it. */
    pagePath?: string;
  } = {},
) {
  const { location } = job;
  const address = {
    '@type': 'PostalAddress',
    ...(location.city ? { addressLocality: location.city } : {}),
    ...(location.region ? { addressRegion: location.region } : {}),
    ...(location.postalCode ? { postalCode: location.postalCode } : {}),
    // The ISO code when the platform sent one; otherwise the country as it wrote it (schema.org takes both).
    ...(location.countryCode || location.country
      ? { addressCountry: location.countryCode ?? location.country }
      : {}),
  };
  const where = location.remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        ...(location.country
          ? { applicantLocationRequirements: { '@type': 'Country', name: location.country } }
          : {}),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address,
          // Where the platform places the job: what a job search's "near" measures from.
          ...(location.coordinates ? { geo: { '@type': 'GeoCoordinates', ...location.coordinates } } : {}),
        },
      };
  const validThrough = closingDateAhead(job, now);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    ...(job.postedAt ? { datePosted: job.postedAt } : {}),
    ...(validThrough ? { validThrough } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType.schemaOrg } : {}),
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url, logo: site.logoUrl },
    ...where,
    ...(job.pay ? { baseSalary: baseSalary(job.pay) } : {}),
    directApply,
    ...(job.refNumber
      ? { identifier: { '@type': 'PropertyValue', name: site.name, value: job.refNumber } }
      : {}),
    url: `${site.url}${pagePath}`,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no value can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
