import { describe, expect, it } from 'vitest';
import { syntheticCandidates, syntheticUsers } from './index';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('synthetic rows', () => {
  it('builds the same extra users for the same indexes, with unique addresses', () => {
    const batch = syntheticUsers(50, 320);
    expect(batch.map((row) => row.email)).toContain('extra-320@acme.example');
    expect(new Set(batch.map((row) => row.id)).size).toBe(50);
    expect(syntheticUsers(10, 330)).toEqual(batch.slice(10, 20));
  });

  it('builds extra candidates spread over the given postings', () => {
    const refs = [
      { uuid: '1b4e28ba-2fa1-4d2b-883f-0016d3cca427', jobId: 'job-a' },
      { uuid: '6fa459ea-ee8a-4ca4-894e-db77e160355e', jobId: 'job-b' },
    ];
    const batch = syntheticCandidates(100, 0, refs);
    expect(new Set(batch.map((row) => row.id)).size).toBe(100);
    expect(new Set(batch.map((row) => row.postingUuid))).toEqual(new Set(refs.map((ref) => ref.uuid)));
    for (const row of batch) expect(row.id).toMatch(UUID_V4);
    expect(syntheticCandidates(5, 40, refs)).toEqual(batch.slice(40, 45));
    expect(() => syntheticCandidates(1, 0, [])).toThrow();
  });
});
