// @vitest-environment jsdom
import axe from 'axe-core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GlobalError from './global-error';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** The document as the browser shows it when the root layout fails. */
function shown(retry = () => {}) {
  root = createRoot(document);
  act(() => root!.render(<GlobalError error={new Error('layout failed')} retry={retry} />));
  return document;
}

describe('the page shown when the root layout fails', () => {
  it('names its language, retries when asked and leads to the job list', () => {
    const retry = vi.fn();
    const page = shown(retry);
    expect(page.documentElement.lang).toBe('en');
    expect(page.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/');
    act(() => page.querySelector('button')!.click());
    expect(retry).toHaveBeenCalledOnce();
  });

  it('has no axe violations (contrast aside: jsdom lays nothing out)', async () => {
    const results = await axe.run(shown(), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('names its language when rendered on the server too', () => {
    const html = renderToString(<GlobalError error={new Error('layout failed')} retry={() => {}} />);
    expect(html).toContain('<html lang="en" dir="ltr">');
  });
});
