import type { ApplicationChannel } from '@/lib/db/schema';

/** Where an application was sent from, for staff; null is one sent before the site recorded it. */
export function channelName(channel: ApplicationChannel | null): string {
  if (channel === 'site') return 'The careers site';
  if (channel === 'embed') return 'Embedded on your own pages';
  return 'Not recorded (sent before the site kept it)';
}
