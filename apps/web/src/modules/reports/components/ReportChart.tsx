import { formatMoney, REPORT_COLUMNS, type ReportId, type ReportRow } from '@northdesk/shared';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { columnHeading, formatCell } from '../utils/report-cells';
import { REPORT_CHARTS, SERIES_COLOURS } from '../utils/report-charts';

interface ReportChartProps {
  report: ReportId;
  rows: ReportRow[];
  /** A bar was chosen: its row and series (the column it draws). */
  onBar?: (row: ReportRow, series: string) => void;
  label: string;
}

const compactMoney = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * A report's bar chart (recharts, loaded only on /reports). Bars plot numbers made from the exact
 * decimal strings; the tooltip and the table show the strings themselves. Recharts' accessibility
 * layer makes the chart focusable and walkable with the arrow keys; the table view lists the same
 * figures.
 */
export function ReportChart({ report, rows, onBar, label }: ReportChartProps) {
  const spec = REPORT_CHARTS[report];
  const data = (spec.rows ? spec.rows(rows) : rows).map((row) => {
    const plotted: Record<string, string | number | null> = { ...row };
    for (const key of spec.series) plotted[`${key}__n`] = row[key] === null ? 0 : Number(row[key]);
    const xColumn = REPORT_COLUMNS[report].find((c) => c.key === spec.x);
    plotted.__x = xColumn ? formatCell(xColumn, row[spec.x] ?? null) : String(row[spec.x] ?? '');
    return plotted;
  });
  const tick = (value: number) =>
    spec.unit === 'money'
      ? compactMoney.format(value)
      : spec.unit === 'percent'
        ? `${value} %`
        : String(value);
  const exact = (row: Record<string, unknown>, key: string) => {
    const value = row[key];
    if (value === null || value === undefined) return '—';
    if (spec.unit === 'money') return formatMoney(String(value));
    if (spec.unit === 'percent') return `${value} %`;
    return String(value);
  };

  return (
    <figure className="h-72 w-full" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="__x" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis
            tickFormatter={tick}
            tick={{ fontSize: 12 }}
            width={64}
            allowDecimals={spec.unit !== 'count'}
          />
          <Tooltip
            formatter={(_value, name, item) => {
              const key = String(item.dataKey ?? '').replace(/__n$/, '');
              return [exact(item.payload as Record<string, unknown>, key), name];
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {spec.series.map((key, index) => (
            <Bar
              key={key}
              dataKey={`${key}__n`}
              name={columnHeading(report, key)}
              fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              stackId={spec.stacked ? 'stack' : undefined}
              cursor={onBar ? 'pointer' : undefined}
              isAnimationActive={false}
              onClick={(_bar, barIndex) => {
                const row = data[barIndex];
                if (row && onBar) onBar(row as ReportRow, key);
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
