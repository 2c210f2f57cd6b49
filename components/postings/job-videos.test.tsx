import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import jobs from '@/messages/en/jobs.json';
import form from '@/messages/en/form.json';
import { JobVideos } from './job-videos';

const render = (urls: string[]) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={{ jobs, form }} timeZone="UTC">
      <JobVideos urls={urls} />
    </NextIntlClientProvider>,
  );

/** Each link's text as a reader hears it, and where it goes. */
const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(([, href, inner]) => [
    href,
    inner!.replace(/<[^>]+>/g, ''),
  ]);

describe('the ad’s videos', () => {
  it('are links that open in a new tab, named by where each one is', () => {
    const html = render(['https://www.youtube.com/watch?v=abc', 'https://video.example/team']);
    expect(html).toContain('<h2 id="ad-videos">Videos about this job</h2>');
    expect(links(html)).toEqual([
      ['https://www.youtube.com/watch?v=abc', 'Video 1 on youtube.com (opens in a new tab)'],
      ['https://video.example/team', 'Video 2 on video.example (opens in a new tab)'],
    ]);
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('<bdi dir="ltr">youtube.com</bdi>');
  });

  it('say "Video on …" for a single one, and nothing at all for none', () => {
    expect(links(render(['https://video.example/team']))).toEqual([
      ['https://video.example/team', 'Video on video.example (opens in a new tab)'],
    ]);
    expect(render([])).toBe('');
  });
});
