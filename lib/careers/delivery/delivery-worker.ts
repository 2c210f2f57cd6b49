import { randomBytes } from 'node:crypto';
import {
  deliverApplication,
  type DeliveryDeps,
  type DeliveryOutcome,
  type PreparedDelivery,
} from './deliver-application';
import { concurrencyLimitFor } from '@/lib/platform/contract';
import { claimDueApplications, releaseLeases, renewLeases, type Claimed } from './lease';
import { PollLoop } from './poll-loop';
import { withinMs } from '@/lib/within-ms';

const SENDS_AT_ONCE = concurrencyLimitFor('POST /postings/:uuid/candidates');
/** How long aborted sends get to record themselves (one database write each) before their leases go. */
const ABORTED_SETTLE_MS = 2_000;

export type DeliveryWorkerOptions = Omit<DeliveryDeps, 'owner'> & {
  leaseMs: number;
  pollMs: number;
  /** Applications in flight at once; the client's pacer spaces the actual requests. */
  concurrency: number;
  /** Told about failures of the loop itself (a database error), which no caller sees. */
  onError?: (error: unknown) => void;
};

/**
 * Background delivery: claims due applications with a lease, delivers them, renews its leases while
 * sends are under way, and picks up what a dead process left behind once its lease runs out.
 */
export class DeliveryWorker {
  /** Names this process's leases; random, so a restarted process never takes old leases for its own. */
  readonly owner = `worker-${randomBytes(9).toString('base64url')}`;
  private readonly inflight = new Map<string, Promise<DeliveryOutcome>>();
  private readonly loop: PollLoop;
  private renewer: NodeJS.Timeout | null = null;
  private stopping = false;
  /** Stops the sends of this process: none is made after the worker gave its applications up. */
  private readonly sends = new AbortController();

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.loop = new PollLoop(() => this.claimRound(), options.pollMs, options.onError);
  }

  start() {
    this.keepLeasesAlive();
    this.loop.start();
  }

  /**
   * Stops claiming and lets sends under way finish. With `graceMs`, what has not finished by then (still
   * waiting for the platform's budget, usually) is stopped: its send is aborted, so it is never made once
   * another process has the application. One that never left goes back in the queue; one cut off on the
   * way is looked up on the platform before any new send. What even that does not settle within
   * ABORTED_SETTLE_MS has its lease released for another process to take now.
   * Resolves with how many finished, how many were stopped, and how many were released.
   */
  async stop(graceMs = Infinity): Promise<{ finished: number; stopped: number; released: number }> {
    this.stopping = true;
    await this.loop.stop();
    const pending = [...this.inflight.values()];
    await withinMs(Promise.allSettled(pending), graceMs, null);
    const unfinished = [...this.inflight.values()];
    let stopped = 0;
    if (unfinished.length > 0) {
      this.sends.abort();
      const counted = unfinished.map((delivery) =>
        delivery.then((outcome) => {
          // Left for a later try (a look-up first when it may have left); one that still ended is finished.
          if (outcome === 'retry' || outcome === 'unknown') stopped += 1;
        }),
      );
      await withinMs(Promise.allSettled(counted), ABORTED_SETTLE_MS, null);
    }
    const left = [...this.inflight.keys()];
    if (left.length > 0) await releaseLeases(this.options.db, this.owner, left);
    if (this.renewer) clearInterval(this.renewer);
    this.renewer = null;
    return { finished: pending.length - stopped - left.length, stopped, released: left.length };
  }

  /** Applications this process is delivering now (for the cluster's console). */
  get deliveriesInFlight(): number {
    return this.inflight.size;
  }

  /** A claim round soon, e.g. after staff retried an application. */
  wake() {
    this.loop.wake();
  }

  /** Delivers an application this process leased when it was submitted; resolves with the outcome. */
  deliverLeased(id: string, prepared?: PreparedDelivery): Promise<DeliveryOutcome> {
    return this.track({ id, reconcile: false }, prepared);
  }

  /** As many sends under way as the platform takes at once: a new one would queue behind them. */
  get saturated(): boolean {
    return this.inflight.size >= SENDS_AT_ONCE;
  }

  private track(claimed: Claimed, prepared?: PreparedDelivery): Promise<DeliveryOutcome> {
    const existing = this.inflight.get(claimed.id);
    if (existing) return existing;
    if (this.stopping) {
      // Submitted while we shut down: stored already; another process delivers it now.
      return releaseLeases(this.options.db, this.owner, [claimed.id]).then(
        () => 'retry' as const,
        () => 'retry' as const,
      );
    }
    this.keepLeasesAlive();
    const delivery = deliverApplication(
      { ...this.options, owner: this.owner, signal: this.sends.signal },
      claimed,
      prepared,
    )
      .catch((error: unknown) => {
        // The database failed mid-way: the lease lapses and the application is claimed again.
        this.options.onError?.(error);
        return 'retry' as const;
      })
      .finally(() => {
        this.inflight.delete(claimed.id);
        this.loop.wake();
      });
    this.inflight.set(claimed.id, delivery);
    return delivery;
  }

  private async claimRound(): Promise<boolean> {
    const room = this.options.concurrency - this.inflight.size;
    if (room <= 0) return false;
    const claimed = await claimDueApplications(this.options.db, this.owner, this.options.leaseMs, room);
    for (const item of claimed) void this.track(item);
    return claimed.length === room;
  }

  private keepLeasesAlive() {
    if (this.renewer) return;
    this.renewer = setInterval(() => void this.renew(), Math.max(250, this.options.leaseMs / 3));
    this.renewer.unref();
  }

  private async renew() {
    try {
      await renewLeases(this.options.db, this.owner, [...this.inflight.keys()], this.options.leaseMs);
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
