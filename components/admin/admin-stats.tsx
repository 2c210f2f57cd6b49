/** Figures for staff as label and value tiles (a description list, so each value keeps its label). */
export function AdminStats({ stats }: { stats: readonly (readonly [string, string | number])[] }) {
  return (
    <dl className="admin-stats">
      {stats.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
