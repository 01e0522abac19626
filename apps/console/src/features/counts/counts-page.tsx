import { Banner, Button, Card, Select, Spinner, Tabs, TextField } from '@careshop/design-system';
import type { ConsoleHeatmap, ConsoleSelfCheckActivity, ConsoleSeries } from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountsInterval } from '../../app/search-params';
import { useDateFormat } from '../../lib/date-format';
import { failureReason } from '../../lib/failure-reason';
import { useMay } from '../../lib/me';
import { queries } from '../../lib/queries';
import { consoleApi } from '../../lib/session';
import { isoDay } from '../reports/ad-hoc-report';
import { addDays, bucketLabel, busiestCell, changePercent } from './count-labels';
import { SeriesChart } from './series-chart';

const intervals: CountsInterval[] = ['h', 'D', 'M'];

/**
 * Counts of one location over a period: entries and exits per hour, day or month against the
 * previous period, the busiest weekday hours, and the self-check activity by kind. Each chart has
 * a table and a sentence with the same numbers.
 */
export function CountsPage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const may = useMay();
  const navigate = useNavigate();
  const search = useSearch({ from: '/authed/shell/counts' });
  const locations = useQuery(queries.locations());
  const location = search.location ?? locations.data?.[0]?.id;
  const from = search.from ?? isoDay(-7);
  const to = search.to ?? isoDay(-1);
  const interval = search.interval ?? 'D';
  const window = { location: location ?? 0, from, to: addDays(to, 1) };

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
  const series = useQuery({
    queryKey: ['console', 'series', window, interval],
    queryFn: ({ signal }) => consoleApi.series({ ...window, interval }, { signal }),
    enabled,
  });
  const heatmap = useQuery({
    queryKey: ['console', 'heatmap', window],
    queryFn: ({ signal }) => consoleApi.heatmap(window, { signal }),
    enabled,
  });
  const selfCheck = useQuery({
    queryKey: ['console', 'selfcheck', window],
    queryFn: ({ signal }) => consoleApi.selfCheckActivity(window, { signal }),
    enabled: enabled && may('selfcheck:read'),
  });

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
        <TextField
          type="date"
          label={t('console_app.counts.from')}
          name="from"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          type="date"
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
        <SeriesCard series={series.data} name={locationName} language={dates.locale} />
      ) : series.isPending && enabled ? (
        <Spinner label={t('common.loading')} />
      ) : null}
      {heatmap.data ? <HeatmapCard heatmap={heatmap.data} /> : null}
      {selfCheck.data ? <SelfCheckCard activity={selfCheck.data} /> : null}
    </div>
  );
}

function SeriesCard({
  series,
  name,
  language,
}: {
  series: ConsoleSeries;
  name: string;
  language: string;
}) {
  const { t } = useTranslation();
  const label = useMemo(
    () => (start: string) => bucketLabel(start, series.interval, language),
    [series.interval, language],
  );
  const labels = useMemo(
    () => ({
      enters: t('console_app.counts.enters'),
      leaves: t('console_app.counts.leaves'),
      previousEnters: t('console_app.counts.previous_enters'),
      period: t('console_app.counts.period'),
    }),
    [t],
  );
  const change = changePercent(series.totals.enter, series.previous_totals.enter);
  const changeText =
    change === null
      ? t('console_app.counts.change_none')
      : change > 0
        ? t('console_app.counts.change_up', { percent: change })
        : change < 0
          ? t('console_app.counts.change_down', { percent: -change })
          : t('console_app.counts.change_same');
  // The year shows when the period crosses one or is not this year's (decision 263).
  const [fromText, toText] = useDateFormat().rangeEnds(series.from, addDays(series.to, -1), {
    weekday: true,
    timeZone: series.time_zone,
  });
  const summary = t('console_app.counts.summary', {
    enters: series.totals.enter,
    leaves: series.totals.leave,
    from: fromText,
    to: toText,
    previousEnters: series.previous_totals.enter,
    change: changeText,
  });
  const table = (
    <div className="console-table-wrap">
      <table className="console-data-table">
        <caption className="console-sr-only">{name}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console_app.counts.period')}</th>
            <th scope="col">{labels.enters}</th>
            <th scope="col">{labels.leaves}</th>
            <th scope="col">{labels.previousEnters}</th>
          </tr>
        </thead>
        <tbody>
          {series.buckets.map((bucket, index) => (
            <tr key={bucket.start}>
              <th scope="row">{label(bucket.start)}</th>
              <td>{bucket.enter}</td>
              <td>{bucket.leave}</td>
              <td>{series.previous[index]?.enter ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <Card title={`${name}: ${labels.enters} / ${labels.leaves}`} headingLevel={2}>
      <p className="console-summary">{summary}</p>
      <Tabs
        label={t('console_app.counts.title')}
        defaultValue="chart"
        items={[
          {
            value: 'chart',
            label: t('console_app.counts.chart'),
            content: (
              <SeriesChart series={series} labels={labels} tickLabel={label} title={summary} />
            ),
          },
          { value: 'table', label: t('console_app.counts.table'), content: table },
        ]}
      />
    </Card>
  );
}

function HeatmapCard({ heatmap }: { heatmap: ConsoleHeatmap }) {
  const { t, i18n } = useTranslation();
  const busiest = busiestCell(heatmap.cells);
  const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const max = busiest?.value ?? 0;
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return (
    <Card title={t('console_app.counts.heatmap')} headingLevel={2}>
      <p className="console-summary">
        {busiest
          ? t('console_app.counts.heatmap_summary', {
              weekday: t(`console_app.counts.weekdays.${busiest.weekday}`),
              hour: String(busiest.hour).padStart(2, '0'),
              value: decimal.format(busiest.value),
            })
          : t('console_app.counts.heatmap_empty')}
      </p>
      <div className="console-table-wrap">
        <table className="console-heatmap">
          <caption className="console-sr-only">{t('console_app.counts.heatmap_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console_app.counts.weekday')}</th>
              {hours.map((hour) => (
                <th scope="col" key={hour}>
                  {hour}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heatmap.cells.map((row, weekday) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the row index is the weekday.
              <tr key={weekday}>
                <th scope="row">{t(`console_app.counts.weekdays.${weekday}`)}</th>
                {row.map((value, hour) => {
                  const strength = max > 0 ? value / max : 0;
                  return (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: the column index is the hour.
                      key={hour}
                      style={{
                        background: `rgba(15, 92, 90, ${(strength * 0.85).toFixed(2)})`,
                        color: strength > 0.5 ? '#fff' : undefined,
                      }}
                    >
                      {value > 0 ? Math.round(value) : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
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
