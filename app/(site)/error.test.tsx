// @vitest-environment jsdom
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '@/messages/ar/pageError.json';
import de from '@/messages/de/pageError.json';
import SiteError from './error';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function shown(locale: 'ar' | 'de', retry: () => void) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root!.render(
      <NextIntlClientProvider locale={locale} messages={{ pageError: locale === 'ar' ? ar : de }}>
        <SiteError error={new Error('the list failed')} retry={retry} />
      </NextIntlClientProvider>,
    ),
  );
  return container;
}

describe('a site page that fails without a boundary of its own', () => {
  it('says so in the page’s language, retries when asked and leads to that language’s job list', () => {
    const retry = vi.fn();
    const page = shown('de', retry);
    expect(page.querySelector('h1')?.textContent).toBe('Etwas ist schiefgelaufen');
    expect(page.textContent).toContain('Wir konnten diese Seite nicht anzeigen.');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/de');
    act(() => page.querySelector('button')!.click());
    expect(retry).toHaveBeenCalledOnce();
  });

  it('has no axe violations in Arabic (contrast aside: jsdom lays nothing out)', async () => {
    const page = shown('ar', () => {});
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/ar');
    const results = await axe.run(page, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
