import { useIntl } from 'react-intl';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardPanel } from '../../api/offer-metrics.ts';
import { chartsInsightChartMessages as m } from '../messages/charts-insight-chart.ts';

const COLORS = ['#2b6cb0', '#dd6b20', '#38a169', '#805ad5', '#d53f8c', '#319795'];

/** One dashboard chart (recharts, loaded lazily); its accessible name and text summary come from the panel. */
export default function InsightChart({ panel }: { panel: DashboardPanel }) {
  const { formatMessage: t } = useIntl();
  const series = panel.series ?? [{ name: panel.title, points: panel.points }];
  const names = [...new Set(series.flatMap((s) => s.points.map((p) => p.name)))];
  const rows = names.map((name) => ({
    name,
    ...Object.fromEntries(series.map((s) => [s.name, s.points.find((p) => p.name === name)?.value ?? 0])),
  }));
  // Many categories: horizontal bars, so every name is readable at 390 wide too.
  const sideways = panel.kind === 'bar' && (rows.length > 4 || names.join('').length > 16);
  const height = sideways ? Math.max(220, rows.length * 30 * Math.max(1, series.length * 0.7) + 50) : 220;
  return (
    <div
      role="img"
      aria-label={t(m.text, { title: panel.title, summary: panel.summary })}
      style={{ width: '100%', height }}
    >
      <ResponsiveContainer>
        {panel.kind === 'pie' ? (
          <PieChart>
            <Pie isAnimationActive={false} data={panel.points} dataKey="value" nameKey="name" outerRadius={80} label>
              {panel.points.map((point, index) => (
                <Cell key={point.name} fill={COLORS[index % COLORS.length] ?? '#2b6cb0'} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        ) : (
          <BarChart data={rows} layout={sideways ? 'vertical' : 'horizontal'}>
            <CartesianGrid strokeDasharray="3 3" />
            {sideways ? (
              <>
                <XAxis type="number" allowDecimals={false} fontSize={11} />
                <YAxis
                  type="category"
                  dataKey="name"
                  width={140}
                  interval={0}
                  fontSize={11}
                  tickFormatter={(name: string) => name.replace(/_/g, ' ')}
                />
              </>
            ) : (
              <>
                <XAxis dataKey="name" interval={0} fontSize={11} />
                <YAxis allowDecimals={false} fontSize={11} />
              </>
            )}
            <Tooltip />
            {series.length > 1 ? <Legend /> : null}
            {series.map((s, index) => (
              <Bar
                key={s.name}
                dataKey={s.name}
                isAnimationActive={false}
                fill={COLORS[index % COLORS.length] ?? '#2b6cb0'}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
