'use client';
import { useParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { APPLICATION_RECEIVED_EVENT } from '@/components/apply-form/apply-form';
import { RECEIVED_REFERENCE_ATTRIBUTE } from '@/components/apply-form/apply-success';
import { EMBED_ERROR_ATTRIBUTE, EMBED_ERROR_EVENT, type EmbedMessage } from '@/lib/embed/embed-messages';

/**
 * Talks to the employer's page that frames the embed: ready, the content's height whenever it changes,
 * a received application, an error. Only to `hostOrigin`, which the server checked against
 * EMBED_ALLOWED_ORIGINS; without one (opened directly, or a host not allowed) it stays silent.
 */
export function EmbedBridge({ hostOrigin }: { hostOrigin: string | null }) {
  const { postingId } = useParams<{ postingId?: string }>();
  const postingRef = useRef(postingId);
  useEffect(() => {
    postingRef.current = postingId;
  }, [postingId]);
  useEffect(() => {
    if (!hostOrigin || window.parent === window) return;
    const post = (message: EmbedMessage) => window.parent.postMessage(message, hostOrigin);
    const root = document.documentElement;
    let lastHeight = 0;
    const sendHeight = () => {
      // The document's own height, not the frame's: it shrinks as well as grows.
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === lastHeight) return;
      lastHeight = height;
      post({ type: 'careers:resize', height });
    };
    const observer = new ResizeObserver(sendHeight);
    observer.observe(root);
    // A page's news (an application received, an error page) is told once, whichever comes first: its
    // event, or finding its marker on start. The page's parts and this bridge hydrate apart, so a page
    // that already says it (a form sent before the scripts ran, a 404) can fire before anyone listens.
    const reportOnce = (element: HTMLElement) => {
      if (element.dataset.reported) return;
      const reference = element.getAttribute(RECEIVED_REFERENCE_ATTRIBUTE);
      const reason = element.getAttribute(EMBED_ERROR_ATTRIBUTE);
      if (reference) post({ type: 'careers:submitted', postingId: postingRef.current ?? '', reference });
      else if (reason) post({ type: 'careers:error', reason });
      else return;
      element.dataset.reported = 'true';
    };
    const onNews = (event: Event) => {
      if (event.target instanceof HTMLElement) reportOnce(event.target);
    };
    document.addEventListener(APPLICATION_RECEIVED_EVENT, onNews);
    document.addEventListener(EMBED_ERROR_EVENT, onNews);
    post({ type: 'careers:ready' });
    document
      .querySelectorAll<HTMLElement>(`[${RECEIVED_REFERENCE_ATTRIBUTE}], [${EMBED_ERROR_ATTRIBUTE}]`)
      .forEach(reportOnce);
    sendHeight();
    return () => {
      observer.disconnect();
      document.removeEventListener(APPLICATION_RECEIVED_EVENT, onNews);
      document.removeEventListener(EMBED_ERROR_EVENT, onNews);
    };
  }, [hostOrigin]);
  return null;
}
