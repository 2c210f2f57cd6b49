import type { MinuteCounts } from '@/lib/admin/minute-series';
import { niceMax } from '@/lib/admin/minute-series';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { left: 36, bottom: 20, top: 8 };
const colours = { requests: '#1f5fbf', rateLimited: '#b42318', retries: '#9a6700' };

/**
 * Requests, 429s and retries per minute over the last hour, as an inline SVG. The picture is labelled
 * for assistive technology with its totals; the table below it carries every value.
 */
export function RequestsChart({ series }: { series: MinuteCounts[] }) {
  const top = niceMax(Math.max(...series.map((m) => m.requests + m.rateLimited + m.retries), 1));
  const plotWidth = WIDTH - PAD.left;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(series.length, 1);
  const y = (value: number) => (value / top) * plotHeight;
  const totals = series.reduce(
    (sum, m) => ({
      requests: sum.requests + m.requests,
      rateLimited: sum.rateLimited + m.rateLimited,
      retries: sum.retries + m.retries,
    }),
    { requests: 0, rateLimited: 0, retries: 0 },
  );
  return (
    <figure>
      <svg
        className="admin-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="requests-chart-title requests-chart-desc"
      >
        <title id="requests-chart-title">Platform requests per minute, last hour</title>
        <desc id="requests-chart-desc">
          {`${totals.requests} requests, ${totals.rateLimited} answered 429 and ${totals.retries} retries in the last 60 minutes; the table below lists every minute.`}
        </desc>
        <line x1={PAD.left} x2={WIDTH} y1={PAD.top + plotHeight} y2={PAD.top + plotHeight} stroke="#8c959f" />
        <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end" fontSize="11" fill="#57606a">
          {top}
        </text>
        <text x={PAD.left - 6} y={PAD.top + plotHeight} textAnchor="end" fontSize="11" fill="#57606a">
          0
        </text>
        <text x={PAD.left} y={HEIGHT - 4} fontSize="11" fill="#57606a">
          60 min ago
        </text>
        <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" fontSize="11" fill="#57606a">
          now
        </text>
        {series.map((m, index) => {
          const x = PAD.left + index * slot + 1;
          let base = PAD.top + plotHeight;
          return (['requests', 'rateLimited', 'retries'] as const).map((key) => {
            const height = y(m[key]);
            base -= height;
            return height > 0 ? (
              <rect
                key={`${m.minute}-${key}`}
                x={x}
                y={base}
                width={Math.max(slot - 2, 1)}
                height={height}
                fill={colours[key]}
              />
            ) : null;
          });
        })}
      </svg>
      <figcaption>
        <ul className="admin-chart-legend">
          <li>
            <span className="admin-swatch" style={{ background: colours.requests }} aria-hidden="true" />
            Requests
          </li>
          <li>
            <span className="admin-swatch" style={{ background: colours.rateLimited }} aria-hidden="true" />
            429 answers
          </li>
          <li>
            <span className="admin-swatch" style={{ background: colours.retries }} aria-hidden="true" />
            Retries
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
