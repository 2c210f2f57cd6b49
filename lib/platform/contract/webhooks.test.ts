import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signatureHeader, signatureMatches, type SignedParts } from './webhook-signature';
import {
  eventName,
  notifiedCandidateId,
  webhookSecretKeySchema,
  webhookSubscriptionSchema,
} from './webhooks';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/webhooks/${name}`, import.meta.url), 'utf8')) as unknown;

/**
 * The worked example of "Generate a secret key for a webhook subscription" in the platform's docs: its
 * key, headers and body, and the signature the docs say they give.
 */
const documented = {
  secret: 'HeBVky2bccvvkcXPimH8c',
  parts: {
    timestamp: '1574080897',
    body: '{"job_id":"jid","candidate_id":"cid"}',
    eventId: '123',
    eventName: 'application.created',
    eventVersion: 'v201910',
    link: '<http://smartrecruiters.com/endpoint>; rel=self',
  } satisfies SignedParts,
  header: 'v1=2e9291f10d44ca10204a4cd81b05d73b6a316b2b605d4e2e0e0b37b40198ce1f',
};
const sentAt = Number(documented.parts.timestamp);

describe('the notification signature', () => {
  it("matches the docs' worked example", () => {
    expect(signatureHeader([documented.secret], documented.parts)).toBe(documented.header);
    expect(signatureMatches(documented.header, documented.parts, [documented.secret], sentAt)).toBe(true);
  });

  it('is found among several segments (keys rotating, a scheme this site does not know)', () => {
    const header = `v2=abc;v1=${'0'.repeat(64)}; ${documented.header}`;
    expect(signatureMatches(header, documented.parts, ['another-key', documented.secret], sentAt)).toBe(true);
  });

  it('fails for a changed body, another header, another key, or none', () => {
    const check = (
      parts: SignedParts,
      secrets = [documented.secret],
      header: string | null = documented.header,
    ) => signatureMatches(header, parts, secrets, sentAt);
    expect(check({ ...documented.parts, body: '{"job_id":"jid","candidate_id":"other"}' })).toBe(false);
    expect(check({ ...documented.parts, eventName: 'application.status.updated' })).toBe(false);
    expect(check({ ...documented.parts, link: '' })).toBe(false);
    expect(check(documented.parts, ['HeBVky2bccvvkcXPimH8d'])).toBe(false);
    expect(check(documented.parts, [])).toBe(false);
    expect(check(documented.parts, [documented.secret], null)).toBe(false);
    expect(check(documented.parts, [documented.secret], 'v1=2e92')).toBe(false);
  });

  it('refuses a timestamp more than five minutes from now, either way, or not a number', () => {
    const at = (nowS: number) =>
      signatureMatches(documented.header, documented.parts, [documented.secret], nowS);
    expect(at(sentAt + 300)).toBe(true);
    expect(at(sentAt + 301)).toBe(false);
    expect(at(sentAt - 301)).toBe(false);
    const odd = { ...documented.parts, timestamp: '1574080897.0' };
    expect(
      signatureMatches(signatureHeader([documented.secret], odd), odd, [documented.secret], sentAt),
    ).toBe(false);
  });
});

describe('the Webhooks API shapes', () => {
  it('reads a subscription with events as objects or as names', () => {
    const created = webhookSubscriptionSchema.parse(fixture('subscription-created.json'));
    const named = webhookSubscriptionSchema.parse(fixture('subscription-names-only.json'));
    expect(created.status).toBe('inactive');
    expect(created.events.map(eventName)).toEqual(['application.status.updated']);
    expect(named.events.map(eventName)).toEqual(['application.status.updated']);
  });

  it('reads a generated secret key', () => {
    expect(webhookSecretKeySchema.parse(fixture('secret-key.json')).secretKey).toBe('Nw7rTq2LxV9cZp4HsK1mB');
  });

  it('finds the candidate in the body (either spelling) or in the link header', () => {
    expect(notifiedCandidateId({ job_id: 'j', candidate_id: 'c-1' }, null)).toBe('c-1');
    expect(notifiedCandidateId({ jobId: 'j', candidateId: 'c-2' }, null)).toBe('c-2');
    expect(notifiedCandidateId({}, '<https://api.example/candidates/c%2D3/jobs/j-9>; rel=self')).toBe('c-3');
    expect(notifiedCandidateId({ candidate_id: 42 }, null)).toBeNull();
    expect(notifiedCandidateId(null, '<https://api.example/candidates/%E0%A4%A>; rel=self')).toBeNull();
    expect(notifiedCandidateId('text', null)).toBeNull();
  });
});
