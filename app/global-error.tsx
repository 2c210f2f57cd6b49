'use client';

import words from '@/messages/en/pageError.json';
import './globals.css';

/**
 * The page when the root layout itself fails, which no page's own boundary can catch (those answer in
 * the page's language, e.g. app/(site)/error.tsx): without the layout there are no translations, so it
 * is English, and says so — Next's built-in page names no language. Loading every language's
 * words here would cost each page's first load more than the built-in page it replaces.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" dir="ltr">
      <body>
        <main>
          <title>{words.title}</title>
          <h1>{words.title}</h1>
          <p>{words.pageText}</p>
          <p>
            <button type="button" className="button" onClick={() => retry()}>
              {words.tryAgain}
            </button>
          </p>
          <p>
            {/* A whole-page load, as after a failed root layout the client router may be what broke. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">{words.seeAllOpen}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
