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
      row[`charged ${d.currency}`] = d.charged / 100;
      row[`refunded ${d.currency}`] = d.refunded / 100;
      row[`disputed ${d.currency}`] = d.disputed / 100;
    }
    return row;
  });
  const colours = ['#1d4ed8', '#065f46', '#9a3412', '#5b21b6', '#9d174d', '#78350f'];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="rounded-card bg-surface p-4 shadow-card">
        <figcaption className="mb-2 font-semibold">{t('revenue.subscriptionsChart')}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
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
        </ResponsiveContainer>
      </figure>
      <figure className="rounded-card bg-surface p-4 shadow-card">
        <figcaption className="mb-2 font-semibold">{t('revenue.moneyChart')}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={money}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis />
            <Tooltip />
            <Legend />
            {currencies.flatMap((c, i) => [
              <Line
                key={`c${c}`}
                dataKey={`charged ${c}`}
                name={t('revenue.charged', { currency: c })}
                stroke={colours[(2 * i) % colours.length]}
              />,
              <Line
                key={`r${c}`}
                dataKey={`refunded ${c}`}
                name={t('revenue.refunded', { currency: c })}
                stroke={colours[(2 * i + 1) % colours.length]}
              />,
              <Line
                key={`d${c}`}
                dataKey={`disputed ${c}`}
                name={t('revenue.disputed', { currency: c })}
                stroke={colours[(2 * i + 1) % colours.length]}
                strokeDasharray="4 2"
              />,
            ])}
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
