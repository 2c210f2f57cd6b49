import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts back until the returned `release` is called: its HTML arrives and can be used
 * before it hydrates, as on a slow phone. Navigate with `waitUntil: 'commit'`: load events wait for them.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (new URL(route.request().url()).pathname.endsWith('.js')) await released;
    await route.continue();
  });
  return release;
}
