import { domainToUnicode } from 'node:url';

/** A site's host as people read it on the card: "karriere.müller.de", not its punycode; a port if it has one. */
export function readableHost(siteUrl: string): string {
  const { hostname, port } = new URL(siteUrl);
  return `${domainToUnicode(hostname)}${port ? `:${port}` : ''}`;
}
