import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import { locales } from '@/lib/i18n/locales';
import { parseEmbedParams } from '@/lib/embed/embed-params';
import { buildEmbedSnippet, embedPreviewPath, type EmbedOptions, type FallbackWords } from './embed-snippet';

const site = 'https://jobs.acme.example';
const loader = '<script src="https://jobs.acme.example/embed.js" async></script>';
let words: FallbackWords;

beforeAll(async () => {
  const entries = await Promise.all(locales.map(async (l) => [l, (await loadMessages(l)).embed] as const));
  words = Object.fromEntries(entries) as FallbackWords;
});

/** The data attributes of a snippet, as the loader reads them. */
const dataOf = (snippet: string) =>
  Object.fromEntries(
    [...snippet.matchAll(/ data-([A-Za-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );

describe('buildEmbedSnippet', () => {
  it('builds the list snippet, with the link readers without scripts see', () => {
    expect(buildEmbedSnippet(site, { kind: 'jobs' }, words)).toBe(
      `<div data-careers-embed="jobs">\n  <a href="https://jobs.acme.example/">See our open positions</a>\n</div>\n${loader}`,
    );
  });

  it('builds the posting snippet with its theme and language, the link in that language', () => {
    expect(
      buildEmbedSnippet(
        site,
        { kind: 'posting', postingId: 'abc-123', accent: '#AA0000', font: 'Georgia', radius: 8, lang: 'de' },
        words,
      ),
    ).toBe(
      '<div data-careers-embed="posting" data-posting="abc-123" data-accent="#aa0000" data-font="Georgia" data-radius="8" data-lang="de">\n' +
        '  <a href="https://jobs.acme.example/de/jobs/abc-123">Diese Stelle auf unserer Karriereseite ansehen und bewerben</a>\n' +
        `</div>\n${loader}`,
    );
  });

  it('writes each option as the loader and the site accept it (the frame query keeps every one)', async () => {
    const loaderSource = await import('node:fs/promises').then((fs) =>
      fs.readFile('public/embed.js', 'utf8'),
    );
    const data = dataOf(
      buildEmbedSnippet(
        site,
        { kind: 'jobs', accent: '#1F5FBF', font: 'Times New Roman', radius: 24, lang: 'ar' },
        words,
      ),
    );
    // The loader's own patterns, read from the file it serves.
    const pattern = (name: string) =>
      new RegExp(new RegExp(`${name}: (/.+/),`).exec(loaderSource)![1]!.slice(1, -1));
    for (const name of ['accent', 'font', 'radius']) expect(data[name]).toMatch(pattern(name));
    const params = parseEmbedParams(new URLSearchParams(data), []);
    expect(params).toMatchObject({
      theme: { accent: '#1f5fbf', font: 'Times New Roman', radius: 24 },
      lang: 'ar',
    });
  });

  it('leaves out anything that is not a valid option, so nothing can be injected', () => {
    const snippet = buildEmbedSnippet(
      site,
      {
        kind: 'posting',
        postingId: '"><script>alert(1)</script>',
        accent: 'red;background:url(x)',
        font: 'Comic"Sans',
        radius: 1000,
        lang: 'xx"',
      },
      words,
    );
    expect(snippet).toBe(
      `<div data-careers-embed="posting">\n  <a href="https://jobs.acme.example/">See our open positions</a>\n</div>\n${loader}`,
    );
  });
});

describe('a list narrowed to one team or country', () => {
  it('names them for the loader, and the link readers without scripts follow shows the same list', () => {
    expect(
      buildEmbedSnippet(site, { kind: 'jobs', department: 'sales', country: 'de', lang: 'de' }, words),
    ).toBe(
      '<div data-careers-embed="jobs" data-department="sales" data-country="de" data-lang="de">\n' +
        '  <a href="https://jobs.acme.example/de?department=sales&#38;country=de">Unsere offenen Stellen ansehen</a>\n' +
        `</div>\n${loader}`,
    );
    expect(embedPreviewPath({ kind: 'jobs', department: 'sales' })).toBe(
      '/embed/jobs?department=sales&preview=1',
    );
  });

  it('narrows only a list, and only by values a team id or country code can have', () => {
    const data = dataOf(
      buildEmbedSnippet(
        site,
        { kind: 'posting', postingId: 'p-1', department: 'sales', country: 'de' },
        words,
      ),
    );
    expect(data).not.toHaveProperty('department');
    expect(
      dataOf(buildEmbedSnippet(site, { kind: 'jobs', department: '"><b>', country: 'Germany' }, words)),
    ).toEqual({ 'careers-embed': 'jobs' });
  });
});

describe('a list of one contract (a students’ page)', () => {
  it('names it for the loader, and the link readers without scripts follow shows the same list', () => {
    expect(buildEmbedSnippet(site, { kind: 'jobs', employmentType: 'intern' }, words)).toBe(
      '<div data-careers-embed="jobs" data-employmentType="intern">\n' +
        '  <a href="https://jobs.acme.example/?employmentType=intern">See our open positions</a>\n' +
        `</div>\n${loader}`,
    );
    expect(embedPreviewPath({ kind: 'jobs', employmentType: 'intern' })).toBe(
      '/embed/jobs?employmentType=intern&preview=1',
    );
  });

  it('keeps only a contract the list filters by, and only for a list', () => {
    for (const employmentType of ['other', 'INTERN', 'intern"><b>', ''])
      expect(dataOf(buildEmbedSnippet(site, { kind: 'jobs', employmentType }, words))).toEqual({
        'careers-embed': 'jobs',
      });
    expect(
      dataOf(buildEmbedSnippet(site, { kind: 'posting', postingId: 'p-1', employmentType: 'intern' }, words)),
    ).not.toHaveProperty('employmentType');
  });
});

describe('a list around a city (a shop’s or an office’s page)', () => {
  it('names the city and the distance for the loader, and the link without scripts shows the same list', () => {
    expect(buildEmbedSnippet(site, { kind: 'jobs', city: 'Frankfurt (Oder)', within: 25 }, words)).toBe(
      '<div data-careers-embed="jobs" data-city="Frankfurt (Oder)" data-within="25">\n' +
        '  <a href="https://jobs.acme.example/?city=Frankfurt+%28Oder%29&#38;within=25">See our open positions</a>\n' +
        `</div>\n${loader}`,
    );
    expect(embedPreviewPath({ kind: 'jobs', city: 'Berlin', within: 50 })).toBe(
      '/embed/jobs?city=Berlin&within=50&preview=1',
    );
  });

  it('keeps a distance only with a city and only one the list offers, and no markup for a city', () => {
    const data = (options: Partial<EmbedOptions>) =>
      dataOf(buildEmbedSnippet(site, { kind: 'jobs', ...options }, words));
    expect(data({ within: 25 })).toEqual({ 'careers-embed': 'jobs' });
    expect(data({ city: 'Berlin', within: 30 })).toEqual({ 'careers-embed': 'jobs', city: 'Berlin' });
    expect(data({ city: '"><script>', within: 25 })).toEqual({ 'careers-embed': 'jobs' });
    expect(data({ city: 'x'.repeat(101) })).toEqual({ 'careers-embed': 'jobs' });
    expect(
      dataOf(
        buildEmbedSnippet(site, { kind: 'posting', postingId: 'p-1', city: 'Berlin', within: 25 }, words),
      ),
    ).not.toHaveProperty('city');
  });
});

describe('embedPreviewPath', () => {
  it('previews the matching embedded page, with the chosen theme and language, marked as the preview', () => {
    expect(embedPreviewPath({ kind: 'jobs' })).toBe('/embed/jobs?preview=1');
    expect(embedPreviewPath({ kind: 'posting', postingId: 'p 1' })).toBe('/embed/jobs?preview=1');
    expect(
      embedPreviewPath({ kind: 'posting', postingId: 'p-1', accent: '#AA0000', radius: 0, lang: 'pl' }),
    ).toBe('/embed/jobs/p-1?accent=%23aa0000&radius=0&lang=pl&preview=1');
  });
});
