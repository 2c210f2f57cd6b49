import { describe, expect, it } from 'vitest';
import { buildEmbedSnippet, embedPreviewPath } from './embed-snippet';

const site = 'https://jobs.acme.example';

describe('buildEmbedSnippet', () => {
  it('builds the list snippet and the posting snippet with theme attributes', () => {
    expect(buildEmbedSnippet(site, { kind: 'jobs' })).toBe(
      '<div data-careers-embed="jobs"></div>\n<script src="https://jobs.acme.example/embed.js" async></script>',
    );
    expect(
      buildEmbedSnippet(site, {
        kind: 'posting',
        postingId: 'abc-123',
        accent: '#AA0000',
        font: 'Georgia',
        radius: 8,
      }),
    ).toBe(
      '<div data-careers-embed="posting" data-posting="abc-123" data-accent="#aa0000" data-font="Georgia" data-radius="8px"></div>\n<script src="https://jobs.acme.example/embed.js" async></script>',
    );
  });

  it('leaves out anything that is not a valid option, so nothing can be injected', () => {
    const snippet = buildEmbedSnippet(site, {
      kind: 'posting',
      postingId: '"><script>alert(1)</script>',
      accent: 'red;background:url(x)',
      font: 'Comic"Sans',
      radius: 1000,
    });
    expect(snippet).toBe(
      '<div data-careers-embed="posting"></div>\n<script src="https://jobs.acme.example/embed.js" async></script>',
    );
  });

  it('previews the matching embedded page', () => {
    expect(embedPreviewPath({ kind: 'jobs' })).toBe('/embed/jobs');
    expect(embedPreviewPath({ kind: 'posting', postingId: 'p 1' })).toBe('/embed/jobs/p%201');
  });
});
