import { formatShare } from './format';

/** The counts a report row ends with: applications, their share of the period's, and how many reached the platform. */
export function CountHeaders() {
  return (
    <>
      <th scope="col">Applications</th>
      <th scope="col">Share</th>
      <th scope="col">Reached the platform</th>
    </>
  );
}

export function CountCells({
  row,
  total,
}: {
  row: { applications: number; delivered: number };
  total: number;
}) {
  return (
    <>
      <td>{row.applications}</td>
      <td>{formatShare(row.applications, total)}</td>
      <td>{row.delivered}</td>
    </>
  );
}
