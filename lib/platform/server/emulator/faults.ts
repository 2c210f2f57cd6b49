import { z } from 'zod';
import { latencySchema } from '@/lib/env';

export const faultSettingsSchema = z.strictObject({
  latencyMs: z.union([
    latencySchema,
    z.object({ minMs: z.number().int().min(0), maxMs: z.number().int().min(0) }),
  ]),
  /** Share of requests answered 503 before any work is done. */
  errorRate: z.number().min(0).max(1),
  /** Share of requests that never get an answer (until the client gives up). */
  hangRate: z.number().min(0).max(1),
  /** Share of requests that are processed, then lose their connection: the outcome is unknown to the client. */
  dropAfterRate: z.number().min(0).max(1),
  /** Limit the faults to paths starting with one of these; empty means every API path. */
  paths: z.array(z.string().startsWith('/')),
  /** Counted faults, for tests where nothing may be left to chance: the next n requests fail (503)… */
  failNext: z.number().int().min(0).max(10_000),
  /** …or hang. Counted faults come before the rates. */
  hangNext: z.number().int().min(0).max(10_000),
});
export type FaultSettings = {
  latencyMs: { minMs: number; maxMs: number };
  errorRate: number;
  hangRate: number;
  dropAfterRate: number;
  paths: string[];
  failNext?: number;
  hangNext?: number;
};

export type FaultPlan = { delayMs: number; fail: boolean; hang: boolean; dropAfter: boolean };

/** Injected latency and failures for tests and benchmarks, settable at start and at run time. */
export class Faults {
  constructor(
    public settings: FaultSettings,
    private readonly random: () => number = Math.random,
  ) {}

  update(patch: Partial<FaultSettings>) {
    this.settings = { ...this.settings, ...patch };
  }

  plan(path: string): FaultPlan {
    const { latencyMs, errorRate, hangRate, dropAfterRate, paths } = this.settings;
    if (paths.length > 0 && !paths.some((prefix) => path.startsWith(prefix))) {
      return { delayMs: 0, fail: false, hang: false, dropAfter: false };
    }
    const delayMs = latencyMs.minMs + Math.round(this.random() * (latencyMs.maxMs - latencyMs.minMs));
    const { failNext = 0, hangNext = 0 } = this.settings;
    if (hangNext > 0) {
      this.settings = { ...this.settings, hangNext: hangNext - 1 };
      return { delayMs, fail: false, hang: true, dropAfter: false };
    }
    if (failNext > 0) {
      this.settings = { ...this.settings, failNext: failNext - 1 };
      return { delayMs, fail: true, hang: false, dropAfter: false };
    }
    return {
      delayMs,
      hang: hangRate > 0 && this.random() < hangRate,
      fail: errorRate > 0 && this.random() < errorRate,
      dropAfter: dropAfterRate > 0 && this.random() < dropAfterRate,
    };
  }
}
