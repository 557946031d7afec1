import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { RevenueReport } from '@halyard/contract';
import { ADMIN_NS } from './admin-i18n';

/** The money lines of each currency: refunds and disputes share a colour, disputes dashed. */
const MONEY_SERIES = [
  { kind: 'charged', colourOffset: 0, dashed: false },
  { kind: 'refunded', colourOffset: 1, dashed: false },
  { kind: 'disputed', colourOffset: 1, dashed: true },
] as const;

function ChartFigure({
  caption,
  children,
}: {
  readonly caption: string;
  readonly children: ReactElement;
}) {
  return (
    <figure className="rounded-card bg-surface p-4 shadow-card">
      <figcaption className="mb-2 font-semibold">{caption}</figcaption>
      <ResponsiveContainer width="100%" height={260}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

/** The revenue page's charts (recharts, in this lazy chunk only). One series per currency. */
export default function RevenueCharts({ report }: { readonly report: RevenueReport }) {
  const { t } = useTranslation(ADMIN_NS);
  const currencies = [...new Set(report.days.map((d) => d.currency))];
  const days = [...new Set(report.days.map((d) => d.day))];
  const counts = days.map((day) => {
    const rows = report.days.filter((d) => d.day === day);
    const sum = (k: 'new' | 'renewed' | 'churned') => rows.reduce((s, r) => s + r[k], 0);
    return { day, new: sum('new'), renewed: sum('renewed'), churned: sum('churned') };
  });
  const money = days.map((day) => {
    const row: Record<string, number | string> = { day };
    for (const d of report.days.filter((r) => r.day === day)) {
      for (const { kind } of MONEY_SERIES) row[`${kind} ${d.currency}`] = d[kind] / 100;
    }
    return row;
  });
  const colours = ['#1d4ed8', '#065f46', '#9a3412', '#5b21b6', '#9d174d', '#78350f'];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFigure caption={t('revenue.subscriptionsChart')}>
        <BarChart data={counts}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="new" name={t('revenue.new')} fill="#1d4ed8" />
          <Bar dataKey="renewed" name={t('revenue.renewed')} fill="#065f46" />
          <Bar dataKey="churned" name={t('revenue.churned')} fill="#9a3412" />
        </BarChart>
      </ChartFigure>
      <ChartFigure caption={t('revenue.moneyChart')}>
        <LineChart data={money}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis />
          <Tooltip />
          <Legend />
          {currencies.flatMap((c, i) =>
            MONEY_SERIES.map(({ kind, colourOffset, dashed }) => (
              <Line
                key={`${kind} ${c}`}
                dataKey={`${kind} ${c}`}
                name={t(`revenue.${kind}`, { currency: c })}
                stroke={colours[(2 * i + colourOffset) % colours.length]}
                strokeDasharray={dashed ? '4 2' : undefined}
              />
            )),
          )}
        </LineChart>
      </ChartFigure>
    </div>
  );
}
