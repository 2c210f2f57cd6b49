export type EndpointCounts = { requests: number; throttled: number; errors: number };

/** Requests, 429s and 5xx per credential and endpoint, read through the test controls. */
export class Counters {
  private counts = new Map<string, Map<string, EndpointCounts>>();

  record(apiUser: string, endpoint: string, status: number) {
    let byEndpoint = this.counts.get(apiUser);
    if (!byEndpoint) this.counts.set(apiUser, (byEndpoint = new Map()));
    let counts = byEndpoint.get(endpoint);
    if (!counts) byEndpoint.set(endpoint, (counts = { requests: 0, throttled: 0, errors: 0 }));
    counts.requests += 1;
    if (status === 429) counts.throttled += 1;
    if (status >= 500) counts.errors += 1;
  }

  snapshot(): Record<string, Record<string, EndpointCounts>> {
    return Object.fromEntries(
      [...this.counts].map(([apiUser, byEndpoint]) => [
        apiUser,
        Object.fromEntries([...byEndpoint].map(([e, c]) => [e, { ...c }])),
      ]),
    );
  }

  reset() {
    this.counts.clear();
  }
}
