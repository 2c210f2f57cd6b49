import { z } from 'zod';
import { withoutControls } from '@/lib/without-controls';
import { applicationChannels, applicationStatuses, type ApplicationChannel } from '@/lib/db/schema';
import { campaignParts, type CampaignKey } from './campaign-columns';
import { stateLabels } from './delivery-state';

/** The delivery states, and two a person acts on: stuck (retry it), a withdrawal asked (record it). */
export const stateFilters = [...applicationStatuses, 'stuck', 'withdrawal'] as const;
export type StateFilter = (typeof stateFilters)[number];

export const stateFilterLabels: Record<StateFilter, string> = {
  ...stateLabels,
  stuck: 'Stuck (needs a retry)',
  withdrawal: 'Asked to withdraw',
};

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * A campaign part (`source`, `medium`, `campaign`): absent is any, empty is none (the visit carried no such
 * part), else that value exactly. The Campaigns report links each of its rows this way.
 */
const campaignPart = z.preprocess(
  first,
  z
    .string()
    .max(500)
    .optional()
    .catch(undefined)
    .transform((value) => (value === undefined ? undefined : withoutControls(value).trim() || null)),
);

/** The applications list's query string; anything malformed falls back to "all, first page". */
export const applicationFilterSchema = z.object({
  state: z.preprocess(first, z.enum(stateFilters).optional().catch(undefined)),
  q: z.preprocess(
    first,
    z
      .string()
      .max(200)
      .optional()
      .catch(undefined)
      .transform((q) => (q && withoutControls(q).trim()) || undefined),
  ),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000).catch(1).default(1)),
  source: campaignPart,
  medium: campaignPart,
  campaign: campaignPart,
  /** Where they applied: the site or the embed (the Campaigns report links each). */
  channel: z.preprocess(first, z.enum(applicationChannels).optional().catch(undefined)),
});
export type ApplicationFilter = {
  state?: StateFilter;
  q?: string;
  page: number;
  channel?: ApplicationChannel;
} & Partial<CampaignKey>;

/** Whether the filter picks one campaign (the report's drill-down). */
export const picksCampaign = (filter: Partial<CampaignKey>) =>
  campaignParts.some((part) => filter[part] !== undefined);

export function parseApplicationFilter(params: Record<string, unknown>): ApplicationFilter {
  return applicationFilterSchema.parse(params);
}

/** The same filter as a query string (for links: paging, export). */
export function filterQuery(filter: Partial<ApplicationFilter>): string {
  const params = new URLSearchParams();
  if (filter.state) params.set('state', filter.state);
  if (filter.q) params.set('q', filter.q);
  for (const part of campaignParts) {
    const value = filter[part];
    if (value !== undefined) params.set(part, value ?? '');
  }
  if (filter.channel) params.set('channel', filter.channel);
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
