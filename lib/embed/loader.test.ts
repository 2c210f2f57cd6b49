import { readFileSync } from 'node:fs';
import { runInNewContext, Script } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { SEARCH_RADII } from '@/lib/careers/near/distance-unit';

const source = readFileSync(new URL('../../public/embed.js', import.meta.url));
const SITE = 'https://careers.example';

/** The employer's page holding `body`, after the loader (served from SITE) has run on it. */
function employerPage(
  body: string,
  url = 'https://www.employer.example/careers',
  visitorLanguages = ['en-US', 'en'],
): Document {
  const dom = new JSDOM(`<!doctype html><html lang="en"><body>${body}</body></html>`, {
    url,
    runScripts: 'outside-only',
  });
  Object.defineProperty(dom.window.navigator, 'languages', { value: visitorLanguages });
  // Run as `<script src>` would be: the loader finds the site's origin in its own address.
  Object.defineProperty(dom.window.document, 'currentScript', { value: { src: `${SITE}/embed.js` } });
  dom.window.eval(source.toString('utf8'));
  return dom.window.document;
}

describe('public/embed.js', () => {
  it('is at most 3.5 kB gzip', () => {
    // It loads on every page of the employer's site that holds an embed.
    const size = gzipSync(source, { level: 9 }).length;
    expect(size).toBeLessThanOrEqual(3.5 * 1024);
  });

  it('is one plain script with no imports or dependencies', () => {
    const text = source.toString('utf8');
    expect(() => new Script(text)).not.toThrow();
    expect(text).not.toMatch(/\bimport\s*[({'"a-zA-Z]|\brequire\(/);
  });

  it('posts nothing to "*" and checks where every message comes from', () => {
    const text = source.toString('utf8');
    expect(text).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect(text).toContain('event.origin !== siteOrigin');
    expect(text).toContain('event.source !== embed.frame.contentWindow');
  });
});

describe('the loader’s words', () => {
  it('are the catalogue’s (messages/<locale>/embed.json), in every language the site speaks', () => {
    const copied = /\n {2}var WORDS = (\{[\s\S]*?\n {2}\});\n/.exec(source.toString('utf8'))?.[1];
    expect(copied, 'var WORDS = {…}; in public/embed.js').toBeDefined();
    const catalogue = Object.fromEntries(
      locales.map((locale) => [
        locale,
        JSON.parse(readFileSync(new URL(`../../messages/${locale}/embed.json`, import.meta.url), 'utf8')),
      ]),
    );
    // Copied across contexts: compared as plain data.
    expect(JSON.parse(JSON.stringify(runInNewContext(`(${copied})`)))).toEqual(catalogue);
  });

  it('title the frame and its fallback link in the data-lang language; data-title still wins', () => {
    const page = employerPage(`
      <div id="list" data-careers-embed="jobs" data-lang="de"></div>
      <div id="posting" data-careers-embed="posting" data-posting="p-1" data-lang="de-AT"></div>
      <div id="broken" data-careers-embed="posting" data-posting="not an id" data-lang="de"></div>
      <div id="unknown" data-careers-embed="jobs" data-lang="xx"></div>
      <div id="own" data-careers-embed="jobs" data-lang="de" data-title="Karriere bei Acme"></div>
      <div id="long" data-careers-embed="jobs" data-lang="de${'_a'.repeat(40)}!"></div>`);
    const title = (id: string) => page.querySelector(`#${id} iframe`)?.getAttribute('title');
    expect(title('list')).toBe('Offene Stellen');
    expect(title('posting')).toBe('Stellenanzeige und Bewerbungsformular');
    expect(page.querySelector('#broken a')?.textContent).toBe(
      'Diese Stelle auf unserer Karriereseite ansehen und bewerben',
    );
    expect(title('unknown')).toBe('Open positions');
    expect(title('own')).toBe('Karriere bei Acme');
    // A long odd tag is read in one pass: a pattern that could split it many ways would hang the page.
    expect(title('long')).toBe('Open positions');
  });

  it('without data-lang, speaks the first of the visitor’s languages the site speaks, and asks the frame in it', () => {
    const html = '<div id="list" data-careers-embed="jobs"></div>';
    const frame = (page: Document) => page.querySelector('#list iframe');
    const polish = employerPage(html, undefined, ['uk-UA', 'pl-PL', 'de']);
    expect(frame(polish)?.getAttribute('title')).toBe('Oferty pracy');
    expect(new URL(frame(polish)!.getAttribute('src')!).searchParams.get('lang')).toBe('pl');
    const unspoken = employerPage(html, undefined, ['uk-UA', 'ja']);
    expect(frame(unspoken)?.getAttribute('title')).toBe('Open positions');
    expect(new URL(frame(unspoken)!.getAttribute('src')!).searchParams.has('lang')).toBe(false);
    // The employer's choice wins over the visitor's: a German page stays German.
    const chosen = employerPage('<div id="list" data-careers-embed="jobs" data-lang="de"></div>', undefined, [
      'fr',
    ]);
    expect(frame(chosen)?.getAttribute('title')).toBe('Offene Stellen');
  });
});

/** The query the loader gave the frame of each element, by the element's id. */
const frameQueries = (page: Document) => (id: string) =>
  new URL(page.querySelector(`#${id} iframe`)?.getAttribute('src') ?? '').searchParams;

describe('a list narrowed to one team, country or place', () => {
  it('asks the frame for the list with data-department and data-country', () => {
    const page = employerPage(`
      <div id="team" data-careers-embed="jobs" data-department="sales" data-country="DE"></div>
      <div id="odd" data-careers-embed="jobs" data-department="not a team!" data-country="Germany"></div>`);
    const frameQuery = frameQueries(page);
    expect(frameQuery('team').get('department')).toBe('sales');
    expect(frameQuery('team').get('country')).toBe('DE');
    // A value no team or country could have travels nowhere.
    expect(frameQuery('odd').has('department')).toBe(false);
    expect(frameQuery('odd').has('country')).toBe(false);
  });

  it('asks for one contract’s jobs with data-employmentType (a students’ page), as the snippet writes it', () => {
    const page = employerPage(`
      <div id="students" data-careers-embed="jobs" data-employmentType="intern"></div>
      <div id="lower" data-careers-embed="jobs" data-employmenttype="part_time"></div>
      <div id="odd" data-careers-embed="jobs" data-employmentType="<b>intern</b>"></div>`);
    const frameQuery = frameQueries(page);
    expect(frameQuery('students').get('employmentType')).toBe('intern');
    // HTML attribute names ignore case: written either way, it is the same attribute.
    expect(frameQuery('lower').get('employmentType')).toBe('part_time');
    expect(frameQuery('odd').has('employmentType')).toBe(false);
  });

  it('asks for the jobs around a city with data-city and data-within (a shop’s own page)', () => {
    const page = employerPage(`
      <div id="shop" data-careers-embed="jobs" data-city=" Frankfurt (Oder) " data-within="25"></div>
      <div id="odd" data-careers-embed="jobs" data-city="<b>Berlin</b>" data-within="30"></div>`);
    const frameQuery = frameQueries(page);
    expect(frameQuery('shop').get('city')).toBe('Frankfurt (Oder)');
    expect(frameQuery('shop').get('within')).toBe('25');
    // Markup is no city, and a distance the list does not offer travels nowhere.
    expect(frameQuery('odd').has('city')).toBe(false);
    expect(frameQuery('odd').has('within')).toBe(false);
  });

  it('passes every distance the builder offers, in kilometres or miles (5 mi), and no other', () => {
    const page = employerPage(
      [...SEARCH_RADII, 0, 15, 200]
        .map(
          (within) =>
            `<div id="r${within}" data-careers-embed="jobs" data-city="Leeds" data-within="${within}"></div>`,
        )
        .join(''),
    );
    const frameQuery = frameQueries(page);
    for (const within of SEARCH_RADII) expect(frameQuery(`r${within}`).get('within')).toBe(String(within));
    for (const within of [0, 15, 200]) expect(frameQuery(`r${within}`).has('within')).toBe(false);
  });
});

describe('the link shown when the frame fails', () => {
  /** The element's link once its frame loaded and never said it was ready (its timer run at once). */
  function fallbackOf(page: Document, id: string): URL {
    const window = page.defaultView as unknown as { setTimeout: (run: () => void) => number };
    window.setTimeout = (run) => (run(), 0);
    page.querySelector(`#${id} iframe`)?.dispatchEvent(new page.defaultView!.Event('load'));
    return new URL(page.querySelector(`#${id} a`)?.getAttribute('href') ?? '');
  }

  it('leads to the same narrowed list or job on the site', () => {
    const page = employerPage(`
      <div id="team" data-careers-embed="jobs" data-department="sales" data-city="Berlin" data-within="25"></div>
      <div id="job" data-careers-embed="posting" data-posting="p-1"></div>
      <div id="broken" data-careers-embed="posting" data-posting="not an id"></div>`);
    const team = fallbackOf(page, 'team');
    expect(team.origin + team.pathname).toBe(`${SITE}/`);
    expect(team.searchParams.get('department')).toBe('sales');
    expect(team.searchParams.get('city')).toBe('Berlin');
    expect(team.searchParams.get('within')).toBe('25');
    expect(page.querySelector('#team iframe')).toBeNull();
    // The employer page's origin is the frame's business (where it posts its messages), not the site's.
    expect(team.searchParams.has('origin')).toBe(false);
    const job = fallbackOf(page, 'job');
    expect(job.href).toBe(`${SITE}/jobs/p-1`);
    // A posting id that is no id leads to the site's front page, and goes into no address.
    expect(page.querySelector('#broken a')?.getAttribute('href')).toBe(SITE);
  });

  it('carries the campaign of the employer’s page', () => {
    const page = employerPage(
      `<div id="job" data-careers-embed="posting" data-posting="p-1"></div>`,
      'https://www.employer.example/careers?utm_source=newsletter&other=x',
    );
    const job = fallbackOf(page, 'job');
    expect(job.searchParams.get('utm_source')).toBe('newsletter');
    expect(job.searchParams.has('other')).toBe(false);
  });
});
