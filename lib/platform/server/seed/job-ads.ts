import type { Posting } from '../../contract';
import { ENGLISH_COPY, type AdCopy } from './job-ad-content';
import { GERMAN_COPY } from './job-ad-content-de';
import type { JobSpec } from './job-catalog';
import { EMPLOYMENT_TYPES, LOCATIONS } from './job-taxonomy';

type JobAd = Posting['jobAd'];

/** Markup the site must neutralise: inline script, an event handler and a javascript: link. */
export const HOSTILE_AD_HTML =
  '<p>Questions? <a href="javascript:alert(1)">Ask the team</a></p>' +
  '<script>alert(1)</script><img src=x onerror=alert(1)>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function whereAndHow(spec: JobSpec, german: boolean): string {
  const location = LOCATIONS[spec.location];
  const employment = EMPLOYMENT_TYPES[spec.employment].label;
  if (german)
    return `<p><strong>Standort:</strong> ${escapeHtml(location.city)} · <strong>Art:</strong> ${escapeHtml(employment)}</p>`;
  const place = location.remote ? `Remote (hub: ${location.city})` : location.city;
  return `<p><strong>Location:</strong> ${escapeHtml(place)} · <strong>Type:</strong> ${escapeHtml(employment)}</p>`;
}

/** The four sections the posting API returns, as the small subset of HTML real ads use. */
export function buildJobAd(spec: JobSpec): JobAd {
  const german = spec.language === 'de';
  const copy: AdCopy = german ? GERMAN_COPY : ENGLISH_COPY;
  const department = copy.departments[spec.department];
  const titles = copy.sectionTitles;
  const additional =
    `<p>${escapeHtml(german ? 'Was wir bieten:' : 'What we offer:')}</p>${list(copy.benefits)}` +
    `<p><em>${escapeHtml(copy.closing)}</em></p>` +
    (spec.hostileAd ? HOSTILE_AD_HTML : '');
  return {
    sections: {
      companyDescription: { title: titles.company, text: `<p>${escapeHtml(copy.company)}</p>` },
      jobDescription: {
        title: titles.job,
        text:
          `<p>${escapeHtml(department.intro)}</p>${whereAndHow(spec, german)}` +
          `<p><strong>${escapeHtml(german ? 'Deine Aufgaben' : 'What you will do')}</strong></p>${list(department.duties)}`,
      },
      qualifications: {
        title: titles.qualifications,
        text: `<p>${escapeHtml(german ? 'Das bringst du mit:' : 'What you bring:')}</p>${list(department.requirements)}`,
      },
      additionalInformation: { title: titles.additional, text: additional },
    },
  };
}
