import { useEffect, useRef, useState } from 'react';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/format';

// only what a bar chart needs (B §2: the chart library loads on this screen only)
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

type Group = 'Builder' | 'JobSite';

/** The chart's height (px): fixed, so that nothing on the page moves when it comes. */
const CHART_HEIGHT = 240;

/**
 * The width of an element as a ResizeObserver reports it: after the browser's own layout, never forcing one (a
 * canvas that measures its container reads the page's layout while the rows are being drawn). Null until known.
 */
function useObservedWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(640);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry.contentRect.width);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Profit per builder or per job site, above the report's table; losses in red. It is given the sums per group (as
 * many as there are builders and job sites, never one per job) and draws at a fixed height and the width its box
 * has, so chart.js never measures the page.
 */
export function ProfitChart({
  groups,
}: {
  groups: Record<Group, ReadonlyArray<{ label: string; profit: number }>>;
}) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<Group>('Builder');
  const [box, width] = useObservedWidth();
  const data = groups[group];
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
      <div ref={box} style={{ height: CHART_HEIGHT }}>
        {width !== null && (
          <Bar
            // a new size draws anew (a resize of the window only)
            key={width}
            width={width}
            height={CHART_HEIGHT}
            role="img"
            aria-label={
              group === 'Builder'
                ? t('financialReport.chart.descriptionByBuilder')
                : t('financialReport.chart.descriptionByJobSite')
            }
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
              // the size given, not measured from the page
              responsive: false,
              maintainAspectRatio: false,
              animation: false,
              plugins: { tooltip: { callbacks: { label: (c) => formatCurrency(c.parsed.y) } } },
              scales: { y: { ticks: { callback: (v) => formatCurrency(Number(v)) } } },
            }}
          />
        )}
      </div>
    </figure>
  );
}
