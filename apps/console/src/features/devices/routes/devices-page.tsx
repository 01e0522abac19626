import {
  Button,
  type DataTableColumn,
  StatusBadge,
  type StatusKind,
} from '@careshop/design-system';
import type { Device } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EntityAdminPage, useEntityAdmin } from '../../../components/entity-admin';
import { NotCountedNote } from '../../../components/not-counted-note';
import { useDateFormat } from '../../../lib/date-format';
import { failureReason } from '../../../lib/failure-reason';
import { useMay } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { api } from '../../../lib/session';
import { ConnectHelp } from '../components/connect-help';
import { DeviceCreator } from '../components/device-creator';
import { KeyDialog } from '../components/key-dialog';

type DeviceState = 'active' | 'paused' | 'revoked';

export function deviceState(device: Device): DeviceState {
  if (device.is_revoked) return 'revoked';
  return device.paused ? 'paused' : 'active';
}

const stateStatus: Record<DeviceState, StatusKind> = {
  active: 'license-approved',
  paused: 'license-pending',
  revoked: 'license-invalid',
};

type Pending = { action: 'revoke' | 'rotate'; device: Device };

/** The devices that push counts: their state, keys shown once, and how to connect each type. */
export function DevicesPage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const may = useMay();
  const queryClient = useQueryClient();
  const devices = useQuery(queries.devices());
  const locations = useQuery(queries.locations());
  const admin = useEntityAdmin<Device>({ queryKey: queries.devices().queryKey });
  const [shownKey, setShownKey] = useState<{ name: string; key: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [pendingError, setPendingError] = useState<string | undefined>();
  const canWrite = may('devices:write');

  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: queries.devices().queryKey });
  };

  const pause = useMutation({
    mutationFn: (device: Device) =>
      api.call(consoleRoutes.updateDevice, {
        params: { id: device.id },
        body: { paused: !device.paused },
      }),
    onSuccess: () => {
      admin.setResult({ ok: true, text: t('console_app.forms.saved') });
      invalidate();
    },
    onError: (error) =>
      admin.setResult({
        ok: false,
        text: t('console_app.forms.save_failed', { reason: failureReason(t, error) }),
      }),
  });

  const confirm = useMutation({
    mutationFn: async ({ action, device }: Pending) => {
      if (action === 'revoke') {
        await api.call(consoleRoutes.revokeDevice, { params: { id: device.id } });
        return null;
      }
      return (await api.call(consoleRoutes.rotateDeviceKey, { params: { id: device.id } })).key;
    },
    onSuccess: (key, { device }) => {
      setPending(null);
      admin.setResult({ ok: true, text: t('console_app.forms.saved') });
      if (key) setShownKey({ name: device.name, key });
      invalidate();
    },
    onError: (error) =>
      setPendingError(t('console_app.forms.save_failed', { reason: failureReason(t, error) })),
  });

  const ask = (next: Pending) => {
    setPendingError(undefined);
    setPending(next);
  };
  const locationName = (id: number) =>
    locations.data?.find((location) => location.id === id)?.name ?? `#${id}`;
  // Last seen in the device's location zone, saying which (decision 263).
  const time = (iso: string, locationId: number | null) =>
    dates.dateTime(iso, locations.data?.find((location) => location.id === locationId)?.timeZone);

  const columns: DataTableColumn<Device>[] = [
    { key: 'name', header: t('console_app.devices.name'), cell: (row) => row.name },
    {
      key: 'type',
      header: t('console.devices.device_type'),
      cell: (row) => t(`console.device_types.${row.device_type}`),
    },
    {
      key: 'rt_id',
      header: t('console.devices.rt_id'),
      cell: (row) => <code>{row.rt_id}</code>,
    },
    {
      key: 'location',
      header: t('console_app.devices.location'),
      cell: (row) => locationName(row.location_id),
    },
    {
      key: 'seen',
      header: t('console_app.devices.last_seen'),
      cell: (row) =>
        row.last_seen_at ? time(row.last_seen_at, row.location_id) : t('console_app.devices.never'),
    },
    {
      key: 'ip',
      header: t('console.devices.last_known_ip'),
      cell: (row) => row.last_known_ip ?? '—',
    },
    {
      key: 'firmware',
      header: t('console_app.devices.firmware'),
      cell: (row) => row.firmware ?? '—',
    },
    {
      key: 'state',
      header: t('console_app.devices.state'),
      cell: (row) => {
        const state = deviceState(row);
        return (
          <StatusBadge status={stateStatus[state]} label={t(`console.devices.states.${state}`)} />
        );
      },
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      pin: 'end',
      header: t('common.actions'),
      cell: (row) =>
        row.is_revoked ? null : (
          <div className="console-row-actions">
            <Button
              size="sm"
              variant="outline"
              loading={pause.isPending && pause.variables?.id === row.id}
              onClick={() => {
                admin.setResult(null);
                pause.mutate(row);
              }}
            >
              {row.paused ? t('console.devices.resume') : t('console.devices.pause')}
              <span className="console-sr-only"> {row.name}</span>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => ask({ action: 'rotate', device: row })}
            >
              {t('console_app.devices.rotate')}
              <span className="console-sr-only"> {row.name}</span>
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => ask({ action: 'revoke', device: row })}
            >
              {t('console.devices.revoke')}
              <span className="console-sr-only"> {row.name}</span>
            </Button>
          </div>
        ),
    });
  }

  return (
    <EntityAdminPage
      admin={admin}
      title={t('console.devices.title')}
      addLabel={t('console.devices.add')}
      intro={t('console_app.devices.intro')}
      canWrite={canWrite}
      query={devices}
      columns={columns}
      getRowKey={(row) => String(row.id)}
      nameOf={(row) => row.name}
      editor={
        <DeviceCreator
          onClose={admin.close}
          onCreated={(name, key) => {
            admin.done({ ok: true, text: t('console_app.forms.saved') });
            setShownKey({ name, key });
          }}
        />
      }
      aboveTable={
        <NotCountedNote
          period="week"
          lines={(devices.data ?? []).flatMap((device) =>
            (device.not_counted ?? []).map((line) => ({
              key: `${device.id} ${line.status}`,
              // Two locations may each have a "Teller hal": the line names the place too.
              device: `${device.name} (${locationName(device.location_id)})`,
              status: line.status,
              bins: line.bins,
            })),
          )}
        />
      }
    >
      <ConnectHelp devices={devices.data ?? []} />
      {shownKey ? (
        <KeyDialog
          name={shownKey.name}
          deviceKey={shownKey.key}
          onClose={() => setShownKey(null)}
        />
      ) : null}
      {pending ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={t(
            pending.action === 'revoke'
              ? 'console_app.devices.confirm_revoke'
              : 'console_app.devices.confirm_rotate',
            { name: pending.device.name },
          )}
          confirmLabel={
            pending.action === 'revoke'
              ? t('console.devices.revoke')
              : t('console_app.devices.rotate')
          }
          busy={confirm.isPending}
          error={pendingError}
          onConfirm={() => confirm.mutate(pending)}
        />
      ) : null}
    </EntityAdminPage>
  );
}
