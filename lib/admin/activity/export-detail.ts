import { stateFilterLabels, type ApplicationFilter } from '../application-filter';
import { actionLabels } from './activity-filter';
import type { ActivityFilter } from './staff-activity';
import { campaignText } from '../campaign-columns';
import { channelName } from '../channel-names';

/**
 * What an export held, for the activity log: the state, channel and campaign it was narrowed to. A search
 * is only said to be there: its words may be a candidate's name or address, which the log never keeps.
 */
export function exportDetail(filter: ApplicationFilter): string {
  const parts = [
    filter.state && `state: ${stateFilterLabels[filter.state]}`,
    filter.channel && `channel: ${channelName(filter.channel)}`,
    campaignText(filter),
    filter.q && 'a search (its words are not kept)',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'All applications';
}

/** What an export of the activity log held: the action and the staff member it was narrowed to. */
export function activityExportDetail(filter: ActivityFilter): string {
  const parts = [filter.action && `action: ${actionLabels[filter.action]}`, filter.by && `by: ${filter.by}`];
  return parts.filter(Boolean).join('; ') || 'All activity';
}
