'use client';
import { useEffect, useRef } from 'react';
import { EMBED_ERROR_ATTRIBUTE, EMBED_ERROR_EVENT } from '@/lib/embed/embed-messages';

/**
 * Rendered by the embed's error and not-found pages so the host page hears of them (careers:error). It is
 * also a marker in the page: the bridge reports one it finds when it starts, as the two hydrate apart and
 * this event can fire before the bridge listens.
 */
export function EmbedErrorSignal({ reason }: { reason: 'not_found' | 'unavailable' | 'error' }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    marker.current?.dispatchEvent(new CustomEvent(EMBED_ERROR_EVENT, { bubbles: true, detail: { reason } }));
  }, [reason]);
  return <span hidden ref={marker} {...{ [EMBED_ERROR_ATTRIBUTE]: reason }} />;
}
