/** `npm run bench -- <name>`: runs one benchmark; each prints one JSON line of figures. */
const benchmarks: Record<string, () => Promise<void>> = {
  platform: async () => (await import('./platform')).runPlatformBench(),
  client: async () => (await import('./client')).runClientBench(),
  pages: async () => (await import('./pages')).runPagesBench(),
  delivery: async () => (await import('./delivery')).runDeliveryBench(),
  cluster: async () => (await import('./cluster')).runClusterBench(),
  campaigns: async () => (await import('./campaigns')).runCampaignsBench(),
  spelling: async () => (await import('./spelling')).runSpellingBench(),
  'status-mail': async () => (await import('./status-mail')).runStatusMailBench(),
  'status-events': async () => (await import('./status-events')).runStatusEventsBench(),
  metrics: async () => (await import('./metrics')).runMetricsBench(),
  activity: async () => (await import('./activity')).runActivityBench(),
  address: async () => (await import('./address')).runAddressBench(),
};

const benchName = process.argv[2];
const bench = benchName ? benchmarks[benchName] : undefined;
if (!bench) {
  console.error(`usage: npm run bench -- <${Object.keys(benchmarks).join('|')}>`);
  process.exit(2);
}
bench().catch((error: unknown) => {
  console.error(`[bench] ${benchName} failed: ${(error as Error).message}`);
  process.exit(1);
});
export {};
