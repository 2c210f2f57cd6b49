'use client';
import { useParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { APPLICATION_RECEIVED_EVENT } from '@/components/apply-form/apply-form';
import { RECEIVED_REFERENCE_ATTRIBUTE } from '@/components/apply-form/apply-success';
import { EMBED_ERROR_EVENT, type EmbedMessage } from '@/lib/embed/embed-messages';

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
    // Each received application once, whichever comes first: its event, or finding it on mount.
    const report = (element: HTMLElement) => {
      const reference = element.getAttribute(RECEIVED_REFERENCE_ATTRIBUTE);
      if (!reference || element.dataset.reported) return;
      element.dataset.reported = 'true';
      post({ type: 'careers:submitted', postingId: postingRef.current ?? '', reference });
    };
    const onReceived = (event: Event) => {
      if (event.target instanceof HTMLElement) report(event.target);
    };
    const onError = (event: Event) => {
      const reason = (event as CustomEvent<{ reason?: unknown }>).detail?.reason;
      post({ type: 'careers:error', reason: typeof reason === 'string' ? reason : 'error' });
    };
    document.addEventListener(APPLICATION_RECEIVED_EVENT, onReceived);
    window.addEventListener(EMBED_ERROR_EVENT, onError);
    post({ type: 'careers:ready' });
    // An application sent before the page's scripts ran comes back as a page that already says it was
    // received: its event can fire before this listener exists (the form and this bridge hydrate apart).
    document.querySelectorAll<HTMLElement>(`[${RECEIVED_REFERENCE_ATTRIBUTE}]`).forEach(report);
    sendHeight();
    return () => {
      observer.disconnect();
      document.removeEventListener(APPLICATION_RECEIVED_EVENT, onReceived);
      window.removeEventListener(EMBED_ERROR_EVENT, onError);
    };
  }, [hostOrigin]);
  return null;
}
