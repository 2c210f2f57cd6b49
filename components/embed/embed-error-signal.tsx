'use client';
import { useEffect } from 'react';
import { EMBED_ERROR_EVENT } from '@/lib/embed/embed-messages';

/** Rendered by the embed's error and not-found pages so the host page hears of them (careers:error). */
export function EmbedErrorSignal({ reason }: { reason: 'not_found' | 'unavailable' | 'error' }) {
  useEffect(() => {
    window.dispatchEvent(new CustomEvent(EMBED_ERROR_EVENT, { detail: { reason } }));
  }, [reason]);
  return null;
}
