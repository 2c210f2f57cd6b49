import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const directory = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'contract', 'fixtures');

/** One documented sample (lib/platform/contract/fixtures), as the real platform would send it. */
export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(directory, `${name}.json`), 'utf8')) as unknown;
}

type Item = Record<string, unknown> & { uuid?: string; id?: string };
type Page = { content: Item[] };

/** Which documented configuration each sample posting asks. */
const configurationByPosting: Record<string, string> = {
  '6a1f0c2e-1b7d-4d2f-9a51-0c3e8b7d1a05': 'configurations/scopes-and-conditionals',
  '6a1f0c2e-1b7d-4d2f-9a51-0c3e8b7d1a01': 'configurations/single-scope',
  '6a1f0c2e-1b7d-4d2f-9a51-0c3e8b7d1a02': 'configurations/older-boolean-consent',
  '6a1f0c2e-1b7d-4d2f-9a51-0c3e8b7d1a03': 'configurations/unknown-required-type',
  '6a1f0c2e-1b7d-4d2f-9a51-0c3e8b7d1a07': 'configurations/single-scope',
  '6a1f0c2e-1b7d-4d2f-9a51-0c3e8b7d1a08': 'configurations/single-scope',
};

/** The stand-in's whole world, read from the samples only. */
export function standinWorld() {
  const items = [
    ...(fixture('postings/list-live') as Page).content,
    ...(fixture('postings/list-sdk') as Page).content,
    ...(fixture('postings/list-versions') as Page).content,
  ];
  const fullDetail = fixture('postings/detail-full') as Item;
  // A listed posting's detail: the full sample for its own uuid, else the item with the sample's ad.
  const detail = (idOrUuid: string): Item | undefined => {
    if (idOrUuid === fullDetail.uuid || idOrUuid === fullDetail.id) return fullDetail;
    const item = items.find(
      (candidate) => candidate.uuid && (candidate.uuid === idOrUuid || candidate.id === idOrUuid),
    );
    return (
      item && {
        ...item,
        jobAd: fullDetail.jobAd,
        active: true,
        applyUrl: `https://jobs.northwind.example/NorthwindTradersGmbH/${item.id}?oga=true`,
      }
    );
  };
  const configuration = (uuid: string) => {
    const name = configurationByPosting[uuid];
    return name ? (fixture(name) as Record<string, unknown>) : undefined;
  };
  return { companyId: 'NorthwindTradersGmbH', items, detail, configuration };
}
export type StandinWorld = ReturnType<typeof standinWorld>;
