import { Banner, Card, EmptyState, Spinner } from '@careshop/design-system';
import type { Device } from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format';
import { useMay } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { useLiveOccupancy } from '../api/use-live-occupancy';
import { OccupancyGauge } from '../components/occupancy-gauge';

/** A device is silent when it has not pushed for an hour (or never did) and is not paused. */
export const SILENT_AFTER_MS = 60 * 60 * 1000;

export function silentDevices(devices: readonly Device[], now: number): Device[] {
  return devices.filter(
    (device) =>
      !device.paused &&
      !device.is_revoked &&
      (device.last_seen_at === null || now - Date.parse(device.last_seen_at) > SILENT_AFTER_MS),
  );
}

/** Live occupancy per location, today's in and out, and the devices that went silent. */
export function DashboardPage() {
  const { t } = useTranslation();
  const may = useMay();
  const live = useLiveOccupancy();
  const dates = useDateFormat();
  // Times in the location's zone, saying which (decision 263). The occupancy answer names each
  // location's zone, so level 4, which cannot read locations, sees them too.
  const locations = useQuery({ ...queries.locations(), enabled: may('locations:read') });
  const zoneOf = (locationId?: number) =>
    live.data?.find((row) => row.location_id === locationId)?.time_zone ??
    locations.data?.find((location) => location.id === locationId)?.timeZone;
  const time = (iso: string, locationId?: number) => dates.dateTime(iso, zoneOf(locationId));

  return (
    <div className="console-stack">
      <div className="console-title-row">
        <h1>{t('console_app.dashboard.title')}</h1>
        <span className="console-live" data-state={live.state} role="status">
          {live.state === 'live'
            ? t('console_app.dashboard.live')
            : t('console_app.dashboard.reconnecting')}
        </span>
      </div>
      {live.isPending ? <Spinner label={t('common.loading')} /> : null}
      {live.isError ? (
        <Banner severity="error" live="alert">
          {t('console_app.forms.load_failed')}
        </Banner>
      ) : null}
      {live.data && live.data.length === 0 ? (
        <EmptyState title={t('console_app.dashboard.no_locations')} />
      ) : null}
      <ul className="console-tiles">
        {live.data?.map((row) => (
          <li key={row.location_id}>
            <Card title={row.name} headingLevel={2}>
              <OccupancyGauge row={row} />
              <p className="console-muted">
                {t('console_app.dashboard.today', {
                  enters: row.enters_today,
                  leaves: row.leaves_today,
                })}
                <br />
                {row.updated_at
                  ? t('console_app.dashboard.updated', {
                      time: time(row.updated_at, row.location_id),
                    })
                  : t('console_app.dashboard.no_counts')}
              </p>
              <Link to="/display/$locationId" params={{ locationId: row.location_id }}>
                {t('console_app.dashboard.open_display')}
                <span className="console-sr-only"> {row.name}</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      {may('devices:read') ? <SilentDevices time={time} /> : null}
    </div>
  );
}

function SilentDevices({ time }: { time: (iso: string, locationId?: number) => string }) {
  const { t } = useTranslation();
  const devices = useQuery(queries.devices());
  if (!devices.data) return null;
  const silent = silentDevices(devices.data, Date.now());
  return (
    <section aria-labelledby="silent-devices">
      <h2 id="silent-devices">{t('console_app.dashboard.silent_devices')}</h2>
      {silent.length === 0 ? (
        <p>{t('console_app.dashboard.silent_none')}</p>
      ) : (
        <ul className="console-list">
          {silent.map((device) => (
            <li key={device.id}>
              <strong>{device.name}</strong> ({t(`console.device_types.${device.device_type}`)}) —{' '}
              {device.last_seen_at
                ? t('console_app.dashboard.last_seen', {
                    time: time(device.last_seen_at, device.location_id),
                  })
                : t('console_app.dashboard.never_seen')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
