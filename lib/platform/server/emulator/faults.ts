import { z } from 'zod';
import { latencySchema } from '@/lib/env';
import { createRandom } from '../seed/random';

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
  /** Counted faults: the next n requests fail (503)… */
  failNext: z.number().int().min(0).max(10_000),
  /** …or hang. Counted faults come before the rates. */
  hangNext: z.number().int().min(0).max(10_000),
  /** Seed of the latency draws, so a run can be replayed exactly. */
  seed: z.number().int().min(0).max(0xffff_ffff),
});
export type FaultSettings = {
  latencyMs: { minMs: number; maxMs: number };
  errorRate: number;
  hangRate: number;
  dropAfterRate: number;
  paths: string[];
  failNext?: number;
  hangNext?: number;
  seed?: number;
};

export type FaultPlan = { delayMs: number; fail: boolean; hang: boolean; dropAfter: boolean };

const DEFAULT_SEED = 12;

/**
 * A fault that strikes a fixed share of requests, deterministically: with rate r the k-th request
 * (from 1) is hit when ceil(k·r) grows, i.e. the 1st, then every 1/r-th. No randomness, so a test
 * that sets a rate always sees the same sequence of answers (a random draw made the suite flaky).
 */
class EveryNth {
  private count = 0;
  constructor(private readonly rate: number) {}

  strike(): boolean {
    if (this.rate <= 0) return false;
    this.count += 1;
    return Math.ceil(this.count * this.rate) > Math.ceil((this.count - 1) * this.rate);
  }
}

/** Injected latency and failures for tests and benchmarks, settable at start and at run time. */
export class Faults {
  private error!: EveryNth;
  private hang!: EveryNth;
  private dropAfter!: EveryNth;
  private random!: () => number;

  constructor(public settings: FaultSettings) {
    this.restart();
  }

  /** A change of settings restarts the sequences, so the answers after it do not depend on earlier traffic. */
  update(patch: Partial<FaultSettings>) {
    this.settings = { ...this.settings, ...patch };
    this.restart();
  }

  private restart() {
    this.error = new EveryNth(this.settings.errorRate);
    this.hang = new EveryNth(this.settings.hangRate);
    this.dropAfter = new EveryNth(this.settings.dropAfterRate);
    this.random = createRandom(this.settings.seed ?? DEFAULT_SEED).next;
  }

  plan(path: string): FaultPlan {
    const { latencyMs, paths } = this.settings;
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
      hang: this.hang.strike(),
      fail: this.error.strike(),
      dropAfter: this.dropAfter.strike(),
    };
  }
}
