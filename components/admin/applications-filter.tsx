import { stateFilterLabels, stateFilters, type ApplicationFilter } from '@/lib/admin/application-filter';
import { campaignParts } from '@/lib/admin/campaign-columns';

/**
 * A GET form, so filters are links and work without JavaScript. A campaign or a channel picked from the
 * Campaigns report rides along unseen (the page names it above), so a state or a search narrows within it.
 */
export function ApplicationsFilter({ filter }: { filter: ApplicationFilter }) {
  return (
    <form method="get" action="/admin/applications" className="admin-filters" role="search">
      {campaignParts.map((part) => {
        const value = filter[part];
        return value === undefined ? null : (
          <input key={part} type="hidden" name={part} value={value ?? ''} />
        );
      })}
      {filter.channel ? <input type="hidden" name="channel" value={filter.channel} /> : null}
      <label>
        Delivery state
        <select name="state" defaultValue={filter.state ?? ''}>
          <option value="">All states</option>
          {stateFilters.map((state) => (
            <option key={state} value={state}>
              {stateFilterLabels[state]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Search
        <input type="search" name="q" defaultValue={filter.q ?? ''} placeholder="Email, name or id" />
      </label>
      <button type="submit" className="admin-button">
        Filter
      </button>
    </form>
  );
}
