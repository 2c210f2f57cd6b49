import { isIP } from 'node:net';

/**
 * The client's address for abuse limits. X-Forwarded-For is believed only when TRUST_PROXY says how
 * many proxies in front of the site append to it (`next start` keeps whatever a client sends there), and
 * then only the entry the outermost trusted proxy wrote. Without TRUST_PROXY the address is unknown
 * and every candidate shares one bucket: stricter, never evadable by a forged header.
 */
export function clientAddress(forwardedFor: string | null, trustedProxies: number): string | null {
  if (trustedProxies < 1 || !forwardedFor) return null;
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = hops[hops.length - trustedProxies];
  if (!entry) return null;
  const address = entry.replace(/^::ffff:/i, '');
  return isIP(address) ? address.toLowerCase() : null;
}

/** The network an address belongs to: its /24 (IPv4) or /64 (IPv6), where one party usually sits. */
export function networkOf(address: string): string {
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
