import { sql, type SQL } from 'drizzle-orm';
import { MAX_CAMPAIGN_PART_LENGTH } from '@/lib/careers/visits/page-visits';
import { applications } from '@/lib/db/schema';

/** The parts of a campaign the console groups and filters applications by. */
export const campaignParts = ['source', 'medium', 'campaign'] as const;
export type CampaignPart = (typeof campaignParts)[number];
/** One campaign as the console tells them apart: each part, or null where the visit carried none. */
export type CampaignKey = Record<CampaignPart, string | null>;

// Inlined, not a parameter: Postgres groups by an expression only when it is written the same each time.
// Cut as a visit's part is (an application keeps 500 characters), so both land in one row of the report.
const tracked = (key: string) =>
  sql<
    string | null
  >`nullif(left(${applications.tracking}->>${sql.raw(`'${key}'`)}, ${sql.raw(String(MAX_CAMPAIGN_PART_LENGTH))}), '')`;

/** A campaign for people: "source linkedin, medium social, no campaign"; a part not picked is left out. */
export function campaignText(key: Partial<CampaignKey>): string {
  const named = campaignParts.flatMap((part) => {
    const value = key[part];
    if (value === undefined) return [];
    return [value === null ? `no ${part}` : `${part} ${value}`];
  });
  return named.join(', ');
}

/** Each part read from an application's `tracking` (the visit's `utm_*` and `source`). */
export const campaignColumns: Record<CampaignPart, SQL<string | null>> = {
  // A job board's own parameter (`source`) names the source where no utm_source does.
  source: sql<string | null>`coalesce(${tracked('utm_source')}, ${tracked('source')})`,
  medium: tracked('utm_medium'),
  campaign: tracked('utm_campaign'),
};
