import { describe, expect, it } from 'vitest';
import { Faults, type FaultSettings } from './faults';

const base: FaultSettings = {
  latencyMs: { minMs: 0, maxMs: 0 },
  errorRate: 0,
  hangRate: 0,
  dropAfterRate: 0,
  paths: [],
};
const failures = (faults: Faults, n: number) =>
  Array.from({ length: n }, () => (faults.plan('/reviews').fail ? 'x' : '.')).join('');

describe('Faults', () => {
  it('strikes a fixed share of requests in a fixed order: the first, then every 1/rate-th', () => {
    expect(failures(new Faults({ ...base, errorRate: 0.5 }), 6)).toBe('x.x.x.');
    expect(failures(new Faults({ ...base, errorRate: 0.25 }), 8)).toBe('x...x...');
    expect(failures(new Faults({ ...base, errorRate: 1 }), 3)).toBe('xxx');
    expect(failures(new Faults({ ...base, errorRate: 0 }), 3)).toBe('...');
  });

  it('restarts the sequence on every change of settings', () => {
    const faults = new Faults({ ...base, errorRate: 0.5 });
    failures(faults, 1);
    faults.update({ errorRate: 0.5 });
    expect(failures(faults, 2)).toBe('x.');
  });

  it('draws latency from a seeded stream: the same seed gives the same delays', () => {
    const delays = (seed: number) => {
      const faults = new Faults({ ...base, latencyMs: { minMs: 0, maxMs: 1000 }, seed });
      return Array.from({ length: 5 }, () => faults.plan('/x').delayMs);
    };
    expect(delays(7)).toEqual(delays(7));
    expect(delays(7)).not.toEqual(delays(8));
  });

  it('leaves paths outside its list alone', () => {
    const faults = new Faults({ ...base, errorRate: 1, paths: ['/postings'] });
    expect(faults.plan('/reviews').fail).toBe(false);
    expect(faults.plan('/postings/1').fail).toBe(true);
  });
});
