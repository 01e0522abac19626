import { Banner, Button, Card, Select, Spinner, Tabs } from '@careshop/design-system';
import type { ConsoleSelfCheckActivity, ConsoleSeries, SeriesColumn } from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { NotCountedNote } from '../../../components/not-counted-note';
import { useStagedParts } from '../../../lib/after-paint';
import { useDateFormat } from '../../../lib/date-format';
import { failureReason } from '../../../lib/failure-reason';
import { useMay } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import type { CountsInterval } from '../../../lib/search-params';
import { countsView, heatmapQuery, selfCheckQuery, seriesQuery } from '../api/counts';
import { addDays, bucketLabel } from '../components/count-labels';
import { CountTiles } from '../components/count-tiles';
import { HeatmapCard } from '../components/heatmap-card';
import { preloadSeriesChart, SeriesChart } from '../components/series-chart';

const intervals: CountsInterval[] = ['h', 'D', 'M'];

/**
 * Counts of one location over a period: entries and exits per hour, day or month against the
 * previous period, the busiest weekday hours, and the self-check activity by kind. Each chart has
 * a table and a sentence with the same numbers.
 *
 * The first render builds the first screenful (heading, filters, the series' tiles); the chart
 * and table tabs, the heatmap and the self-check activity follow in that order, each in a task of
 * its own after a paint (decision 374), below what is already shown, so nothing moves.
 */
export function CountsPage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const may = useMay();
  const navigate = useNavigate();
  const search = useSearch({ from: '/authed/shell/counts' });
  const locations = useQuery(queries.locations());
  const { location, from, to, interval, window } = countsView(search, locations.data?.[0]?.id);

  const [draft, setDraft] = useState({ location: '', from, to, interval });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      to: '/counts',
      search: {
        location: Number(draft.location || location) || undefined,
        from: draft.from,
        to: draft.to,
        interval: draft.interval,
      },
    });
  };

  const enabled = location !== undefined;
  const series = useQuery({ ...seriesQuery(window, interval), enabled });
  const heatmap = useQuery({ ...heatmapQuery(window), enabled });
  const selfCheck = useQuery({
    ...selfCheckQuery(window),
    enabled: enabled && may('selfcheck:read'),
  });

  const later = useStagedParts(3, !locations.isPending);
  // The chart library downloads while the first screenful paints, not once the chart mounts.
  useEffect(() => {
    if (enabled) preloadSeriesChart();
  }, [enabled]);

  if (locations.isPending) return <Spinner label={t('common.loading')} />;
  const locationName = locations.data?.find((item) => item.id === location)?.name ?? '';
  return (
    <div className="console-stack">
      <h1>{t('console_app.counts.title')}</h1>
      <form
        onSubmit={apply}
        className="console-form-grid console-filters"
        aria-label={t('console_app.counts.title')}
      >
        <Select
          label={t('console_app.counts.location')}
          options={(locations.data ?? []).map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
          value={draft.location || String(location ?? '')}
          onChange={(event) => setDraft({ ...draft, location: event.target.value })}
          name="location"
        />
        <DateField
          label={t('console_app.counts.from')}
          name="from"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <DateField
          label={t('console_app.counts.to')}
          name="to"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Select
          label={t('console_app.counts.interval')}
          options={intervals.map((value) => ({
            value,
            label: t(`console_app.counts.intervals.${value}`),
          }))}
          value={draft.interval}
          onChange={(event) =>
            setDraft({ ...draft, interval: event.target.value as CountsInterval })
          }
          name="interval"
        />
        <div className="console-actions console-filters-submit">
          <Button type="submit">{t('console_app.counts.show')}</Button>
        </div>
      </form>
      {series.isError ? (
        <Banner severity="error" live="alert">
          {failureReason(t, series.error)}
        </Banner>
      ) : null}
      {series.data ? (
        <SeriesCard
          series={series.data}
          name={locationName}
          language={dates.locale}
          views={later >= 1}
        />
      ) : series.isPending && enabled ? (
        <Spinner label={t('common.loading')} />
      ) : null}
      {later >= 2 && heatmap.data ? <HeatmapCard heatmap={heatmap.data} /> : null}
      {later >= 3 && selfCheck.data ? <SelfCheckCard activity={selfCheck.data} /> : null}
    </div>
  );
}

function SeriesCard({
  series,
  name,
  language,
  views,
}: {
  series: ConsoleSeries;
  name: string;
  language: string;
  /** Whether the chart and table tabs render yet (they follow the tiles, decision 374). */
  views: boolean;
}) {
  const { t } = useTranslation();
  const label = useMemo(
    () => (start: string) => bucketLabel(start, series.interval, language),
    [series.interval, language],
  );
  const formatNumber = useMemo(() => {
    const format = new Intl.NumberFormat(language);
    return (value: number) => format.format(value);
  }, [language]);
  // The year shows when the period crosses one or is not this year's (decision 263).
  const { range } = useDateFormat();
  const windowLabel = useMemo(
    () => range(series.from, addDays(series.to, -1), { timeZone: series.time_zone }),
    [range, series.from, series.to, series.time_zone],
  );
  const columnLabel = (column: SeriesColumn) => t(`console.report_columns.${column}`);
  const [first = 'enter'] = series.columns;
  const labels = useMemo(
    () => ({
      columns: {
        enter: t('console.report_columns.enter'),
        leave: t('console.report_columns.leave'),
        gate_enter: t('console.report_columns.gate_enter'),
        gate_leave: t('console.report_columns.gate_leave'),
      },
      previous: t('console_app.counts.previous_of', {
        label: t(`console.report_columns.${first}`),
      }),
      period: t('console_app.counts.period'),
      window: windowLabel,
    }),
    [t, first, windowLabel],
  );
  const title = `${name}: ${series.columns
    .map((column) => `${columnLabel(column)} ${formatNumber(series.totals[column])}`)
    .join(', ')} (${windowLabel})`;
  const table = (
    <div className="console-table-wrap">
      <table className="console-data-table">
        <caption className="console-sr-only">{name}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console_app.counts.period')}</th>
            {series.columns.map((column) => (
              <th scope="col" key={column}>
                {columnLabel(column)}
              </th>
            ))}
            <th scope="col">{labels.previous}</th>
          </tr>
        </thead>
        <tbody>
          {series.buckets.map((bucket, index) => (
            <tr key={bucket.start}>
              <th scope="row">{label(bucket.start)}</th>
              {series.columns.map((column) => (
                <td key={column}>{bucket[column]}</td>
              ))}
              <td>{series.previous[index]?.[first] ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <Card title={name} headingLevel={2}>
      <div className="console-stack">
        <CountTiles series={series} />
        <NotCountedNote
          period="period"
          lines={series.not_counted.map((line) => ({
            key: `${line.device_id} ${line.status}`,
            device: line.device_name,
            status: line.status,
            bins: line.bins,
          }))}
        />
        {views ? (
          <Tabs
            label={t('console_app.counts.title')}
            defaultValue="chart"
            items={[
              {
                value: 'chart',
                label: t('console_app.counts.chart'),
                content: (
                  <SeriesChart
                    series={series}
                    labels={labels}
                    tickLabel={label}
                    title={title}
                    formatNumber={formatNumber}
                  />
                ),
              },
              { value: 'table', label: t('console_app.counts.table'), content: table },
            ]}
          />
        ) : null}
      </div>
    </Card>
  );
}

function SelfCheckCard({ activity }: { activity: ConsoleSelfCheckActivity }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...activity.kinds.map((kind) => kind.ok + kind.refused));
  return (
    <Card title={t('console_app.counts.selfcheck')} headingLevel={2}>
      <p className="console-summary">
        {t('console_app.counts.selfcheck_summary', activity.totals)}
      </p>
      <div className="console-table-wrap">
        <table className="console-data-table">
          <thead>
            <tr>
              <th scope="col">{t('console_app.counts.kind')}</th>
              <th scope="col">{t('console_app.counts.ok')}</th>
              <th scope="col">{t('console_app.counts.refused')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {activity.kinds.map((kind) => (
              <tr key={kind.kind}>
                <th scope="row">{t(`console_app.counts.kinds.${kind.kind}`)}</th>
                <td>{kind.ok}</td>
                <td>{kind.refused}</td>
                <td aria-hidden="true" className="console-bar-cell">
                  <span className="console-bar" style={{ width: `${(kind.ok / max) * 100}%` }} />
                  <span
                    className="console-bar console-bar-refused"
                    style={{ width: `${(kind.refused / max) * 100}%` }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
