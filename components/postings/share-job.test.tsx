import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import arabicForm from '@/messages/ar/form.json';
import arabicJobs from '@/messages/ar/jobs.json';
import form from '@/messages/de/form.json';
import jobs from '@/messages/de/jobs.json';
import { ShareJob, shareLinks } from './share-job';

const url = 'https://careers.example/de/jobs/c802ce95-eb35-4229-866f-591ee51eb977';

describe('sharing a job', () => {
  it('puts the address and the words in each link, encoded, spaces as %20', () => {
    const links = shareLinks(url, 'R&D bei Acme: Ingenieur (m/w/d)', 'Ingenieur bei Acme: ' + url);
    const email = new URL(links.email);
    expect(email.protocol).toBe('mailto:');
    expect(email.searchParams.get('subject')).toBe('R&D bei Acme: Ingenieur (m/w/d)');
    expect(email.searchParams.get('body')).toBe(`Ingenieur bei Acme: ${url}`);
    expect(links.email).not.toContain('+');
    expect(new URL(links.linkedIn).searchParams.get('url')).toBe(url);
    expect(new URL(links.whatsApp).searchParams.get('text')).toBe(`Ingenieur bei Acme: ${url}`);
  });

  it('speaks the page’s language and says which links open a new tab', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="de" messages={{ form, jobs }} timeZone="UTC">
        <ShareJob url={url} title="Vertriebsleiter" company="Acme Robotics" />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('<h2 id="share-heading">Stelle teilen</h2>');
    expect(html).toContain('subject=Stelle%20bei%20Acme%20Robotics%3A%20Vertriebsleiter');
    expect(html.match(/\(öffnet in einem neuen Tab\)/g)).toHaveLength(2);
    // "Copy link" needs a script: the page as served (and without JavaScript) has no such button.
    expect(html).not.toContain('Link kopieren');
  });

  it('isolates the names in a right-to-left message, so "C++" keeps its place', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="ar" messages={{ form: arabicForm, jobs: arabicJobs }} timeZone="UTC">
        <ShareJob url={url} title="Developer C++" company="Acme Robotics" />
      </NextIntlClientProvider>,
    );
    const href = /href="(mailto:[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(new URL(href!).searchParams.get('subject')).toBe(
      'وظيفة لدى \u2068Acme Robotics\u2069: \u2068Developer C++\u2069',
    );
  });
});
