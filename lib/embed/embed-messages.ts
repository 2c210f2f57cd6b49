/**
 * What an embedded page tells the employer's page (public/embed.js reads the same shapes). Namespaced, so
 * the host's other messages are never mistaken for ours.
 */
export type EmbedMessage =
  /**
   * Sent by every page the frame loads (its links are whole-page visits): after the first, the host
   * brings the frame's top into view, as the frame itself cannot scroll the page.
   */
  | { type: 'careers:ready' }
  | { type: 'careers:resize'; height: number }
  | { type: 'careers:submitted'; postingId: string; reference: string }
  | { type: 'careers:error'; reason: string };

/** An embedded error page asks the bridge to tell the host (a DOM event, so error pages need no wiring). */
export const EMBED_ERROR_EVENT = 'careers-embed:error';
/** The attribute that marks an embedded error page with its reason (embed-error-signal.tsx). */
export const EMBED_ERROR_ATTRIBUTE = 'data-embed-error';
