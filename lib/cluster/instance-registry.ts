import type { Redis } from './redis';

export type InstanceIdentity = { id: string; name: string; startedAt: number };

/** What an instance's workers say about their load, every heartbeat. */
export type InstanceLoad = {
  /** Applications this instance is delivering now, and requests waiting for the platform budget. */
  deliveriesInFlight: number;
  pacerQueued: number;
  pacerInFlight: number;
  /** True while Redis was unreachable and this instance paced on its local share. */
  localPacing: boolean;
};

export type LiveInstance = InstanceIdentity & Partial<InstanceLoad> & { seenAt: number };

const HEARTBEAT_MS = 2_000;
/** An instance missing this long is taken for dead: its share of the budget goes to the others. */
export const INSTANCE_TTL_MS = 3 * HEARTBEAT_MS;

/**
 * Heartbeats in Redis: each instance writes its report every 2 s with an expiry, so the console lists
 * the live ones and the pacer knows how many share the credential if Redis goes away.
 */
export class InstanceRegistry {
  private timer: NodeJS.Timeout | null = null;
  private seen = 1;
  private load: (() => InstanceLoad) | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly identity: InstanceIdentity,
  ) {}

  /** Where the heartbeat reads this instance's load from (the site's workers, once they run). */
  reportLoadFrom(load: () => InstanceLoad) {
    this.load = load;
  }

  start() {
    if (this.timer) return;
    void this.beat();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Stops the heartbeat and removes this instance at once, so the others need not wait for it to expire. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const { id } = this.identity;
    await this.redis
      .multi()
      .zrem(`${this.prefix}:instances`, id)
      .del(`${this.prefix}:instance:${id}`)
      .exec()
      .catch(() => {});
  }

  /** Instances alive at the last heartbeat that reached Redis (at least this one). */
  get instancesSeen(): number {
    return this.seen;
  }

  async live(): Promise<LiveInstance[]> {
    const now = Date.now();
    const ids = await this.redis.zrangebyscore(`${this.prefix}:instances`, now - INSTANCE_TTL_MS, '+inf');
    if (ids.length === 0) return [];
    const values = await this.redis.mget(ids.map((id) => `${this.prefix}:instance:${id}`));
    return values.flatMap((value) => (value ? [JSON.parse(value) as LiveInstance] : []));
  }

  private async beat() {
    const report = { ...this.identity, ...this.load?.() };
    const now = Date.now();
    try {
      const results = await this.redis
        .multi()
        .set(
          `${this.prefix}:instance:${report.id}`,
          JSON.stringify({ ...report, seenAt: now }),
          'PX',
          INSTANCE_TTL_MS,
        )
        .zadd(`${this.prefix}:instances`, now, report.id)
        .zremrangebyscore(`${this.prefix}:instances`, '-inf', now - INSTANCE_TTL_MS)
        .zcard(`${this.prefix}:instances`)
        .exec();
      const count = results?.[3]?.[1];
      if (typeof count === 'number') this.seen = Math.max(1, count);
    } catch {
      // Redis is away: keep the last count; the pacer says so in the log.
    }
  }
}
