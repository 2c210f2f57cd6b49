'use client';
import { useState } from 'react';
import { useHydrated } from '@/components/site/use-hydrated';
import styles from './copy-link.module.css';

type Words = { copy: string; copied: string; failed: string };

/**
 * "Copy link", an item of the share links' list: the posting's address on the clipboard, for a chat or a
 * document the links do not reach. It needs a script, so without one it is not offered at all; the words
 * come from the server, so the page's first load carries no further messages.
 */
export function CopyLink({ url, words }: { url: string; words: Words }) {
  const running = useHydrated();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  if (!running) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      // Refused (an insecure page, a frame without the permission): the address is shown to copy by hand.
      setOutcome('failed');
    }
  };
  return (
    <li>
      <button type="button" className={styles.copyLink} onClick={() => void copy()}>
        {words.copy}
      </button>
      <span role="status" className={styles.copyOutcome}>
        {outcome === 'copied' && words.copied}
        {outcome === 'failed' && (
          <>
            {words.failed}{' '}
            <span dir="ltr" className={styles.copyUrl}>
              {url}
            </span>
          </>
        )}
      </span>
    </li>
  );
}
