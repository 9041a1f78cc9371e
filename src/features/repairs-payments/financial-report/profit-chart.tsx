import { useState } from 'react';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { FinancialRow } from '@/api/job-payments';
import { formatCurrency } from '@/lib/format';
import { profitBy } from './financial-totals';

// only what a bar chart needs (B §2: the chart library loads on this screen only)
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

type Group = 'Builder' | 'JobSite';

/** Profit per builder or per job site, above the report's table; losses in red. */
export function ProfitChart({ rows }: { rows: readonly FinancialRow[] }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<Group>('Builder');
  const data = profitBy(rows, group);
  const groupLabel =
    group === 'Builder' ? t('financialReport.chart.byBuilder') : t('financialReport.chart.byJobSite');
  return (
    <figure className="border rounded p-3 mb-0">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <figcaption className="h6 mb-0">{t('financialReport.chart.title')}</figcaption>
        <ButtonGroup aria-label={t('financialReport.chart.title')}>
          {(['Builder', 'JobSite'] as const).map((g) => (
            <ToggleButton
              key={g}
              id={`profit-chart-${g}`}
              type="radio"
              size="sm"
              variant="outline-secondary"
              name="profit-chart-group"
              value={g}
              checked={group === g}
              onChange={() => setGroup(g)}
            >
              {g === 'Builder' ? t('financialReport.chart.byBuilder') : t('financialReport.chart.byJobSite')}
            </ToggleButton>
          ))}
        </ButtonGroup>
      </div>
      <div style={{ height: 240 }}>
        <Bar
          role="img"
          aria-label={t('financialReport.chart.description', { group: groupLabel.toLowerCase() })}
          data={{
            labels: data.map((d) => d.label),
            datasets: [
              {
                label: t('financialReport.chart.label'),
                data: data.map((d) => d.profit),
                backgroundColor: data.map((d) => (d.profit < 0 ? '#dc3545' : '#198754')),
              },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            plugins: { tooltip: { callbacks: { label: (c) => formatCurrency(c.parsed.y) } } },
            scales: { y: { ticks: { callback: (v) => formatCurrency(Number(v)) } } },
          }}
        />
      </div>
    </figure>
  );
}
