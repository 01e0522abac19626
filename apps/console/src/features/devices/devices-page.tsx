import {
  Banner,
  Button,
  Card,
  Checkbox,
  DataTable,
  type DataTableColumn,
  Dialog,
  Select,
  Spinner,
  StatusBadge,
  type StatusKind,
  Tabs,
  TextField,
} from '@careshop/design-system';
import {
  type Device,
  type DeviceTypeName,
  deviceCreateSchema,
  deviceTypes,
  fieldLimits,
} from '@careshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditorPanel } from '../../components/editor-panel';
import { NotCountedNote } from '../../components/not-counted-note';
import { type FormResult, ResultBanner } from '../../components/result-banner';
import { useDateFormat } from '../../lib/date-format';
import { failureReason } from '../../lib/failure-reason';
import { asNumber, useFocusFirstError } from '../../lib/form-feedback';
import { useMay } from '../../lib/me';
import { queries } from '../../lib/queries';
import { consoleApi } from '../../lib/session';
import { type FormValues, useSchemaForm, withoutEmpty } from '../../lib/use-schema-form';
import { contentTypeOf, examplePayload, protocolOf } from './connect-examples';

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
  const [creating, setCreating] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const [shownKey, setShownKey] = useState<{ name: string; key: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [pendingError, setPendingError] = useState<string | undefined>();
  const canWrite = may('devices:write');

  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: queries.devices().queryKey });
  };

  const pause = useMutation({
    mutationFn: (device: Device) => consoleApi.updateDevice(device.id, { paused: !device.paused }),
    onSuccess: () => {
      setResult({ ok: true, text: t('console_app.forms.saved') });
      invalidate();
    },
    onError: (error) =>
      setResult({
        ok: false,
        text: t('console_app.forms.save_failed', { reason: failureReason(t, error) }),
      }),
  });

  const confirm = useMutation({
    mutationFn: async ({ action, device }: Pending) => {
      if (action === 'revoke') {
        await consoleApi.revokeDevice(device.id);
        return null;
      }
      return (await consoleApi.rotateDeviceKey(device.id)).key;
    },
    onSuccess: (key, { device }) => {
      setPending(null);
      setResult({ ok: true, text: t('console_app.forms.saved') });
      if (key) setShownKey({ name: device.name, key });
      invalidate();
    },
    onError: (error) =>
      setPendingError(t('console_app.forms.save_failed', { reason: failureReason(t, error) })),
  });

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
                setResult(null);
                pause.mutate(row);
              }}
            >
              {row.paused ? t('console.devices.resume') : t('console.devices.pause')}
              <span className="console-sr-only"> {row.name}</span>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setPendingError(undefined);
                setPending({ action: 'rotate', device: row });
              }}
            >
              {t('console_app.devices.rotate')}
              <span className="console-sr-only"> {row.name}</span>
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                setPendingError(undefined);
                setPending({ action: 'revoke', device: row });
              }}
            >
              {t('console.devices.revoke')}
              <span className="console-sr-only"> {row.name}</span>
            </Button>
          </div>
        ),
    });
  }

  return (
    <div className="console-stack">
      <div className="console-title-row">
        <h1>{t('console.devices.title')}</h1>
        {canWrite && !creating ? (
          <Button
            onClick={() => {
              setResult(null);
              setCreating(true);
            }}
          >
            {t('console.devices.add')}
          </Button>
        ) : null}
      </div>
      <p className="console-muted">{t('console_app.devices.intro')}</p>
      <ResultBanner result={result} />
      {creating ? (
        <DeviceCreator
          onClose={() => setCreating(false)}
          onCreated={(name, key) => {
            setCreating(false);
            setResult({ ok: true, text: t('console_app.forms.saved') });
            setShownKey({ name, key });
          }}
        />
      ) : null}
      {devices.isPending ? <Spinner label={t('common.loading')} /> : null}
      {devices.isError ? (
        <Banner severity="error" live="alert">
          {t('console_app.forms.load_failed')}
        </Banner>
      ) : null}
      {devices.data ? (
        <NotCountedNote
          period="week"
          lines={devices.data.flatMap((device) =>
            (device.not_counted ?? []).map((line) => ({
              key: `${device.id} ${line.status}`,
              // Two locations may each have a "Teller hal": the line names the place too.
              device: `${device.name} (${locationName(device.location_id)})`,
              status: line.status,
              bins: line.bins,
            })),
          )}
        />
      ) : null}
      {devices.data ? (
        <DataTable
          caption={t('console.devices.title')}
          columns={columns}
          rows={devices.data}
          getRowKey={(row) => String(row.id)}
          emptyLabel={t('console_app.forms.none')}
        />
      ) : null}
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
    </div>
  );
}

function toDeviceInput(values: FormValues): unknown {
  const input: Record<string, unknown> = withoutEmpty(values);
  input.location_id = asNumber(values.location_id);
  if (values.device_type !== 'eco_gate') delete input.bidirectional;
  if (input.location_id === undefined) delete input.location_id;
  return input;
}

function DeviceCreator({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (name: string, key: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locations = useQuery(queries.locations());
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useMutation({
    mutationFn: consoleApi.createDevice,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queries.devices().queryKey });
    },
  });
  const firstLocation = locations.data?.length === 1 ? String(locations.data[0]?.id) : '';
  const form = useSchemaForm(
    deviceCreateSchema,
    { name: '', device_type: '', rt_id: '', location_id: firstLocation, bidirectional: false },
    async (body) => {
      setFailure(null);
      try {
        const created = await create.mutateAsync(body);
        onCreated(created.device.name, created.key);
      } catch (error) {
        form.showServerErrors(error);
        setFailure(t('console_app.forms.save_failed', { reason: failureReason(t, error) }));
      }
    },
    toDeviceInput,
  );
  useFocusFirstError(formRef, form.errors);

  return (
    <EditorPanel title={t('console.devices.add')}>
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        {failure ? (
          <Banner severity="error" live="alert">
            {failure}
          </Banner>
        ) : null}
        <TextField
          {...form.text('name')}
          label={t('console_app.devices.name')}
          maxLength={fieldLimits.name}
          required
          autoComplete="off"
        />
        <Select
          label={t('console.devices.device_type')}
          name="device_type"
          required
          placeholder={t('common.select_placeholder')}
          options={deviceTypes.map((type) => ({
            value: type,
            label: t(`console.device_types.${type}`),
          }))}
          value={String(form.values.device_type ?? '')}
          onChange={(event) => form.set('device_type', event.target.value)}
          error={form.errorOf('device_type')}
        />
        <TextField
          {...form.text('rt_id')}
          label={t('console.devices.rt_id')}
          maxLength={fieldLimits.key}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <Select
          label={t('console_app.devices.location')}
          name="location_id"
          required
          placeholder={t('common.select_placeholder')}
          options={(locations.data ?? []).map((location) => ({
            value: String(location.id),
            label: location.name,
          }))}
          value={String(form.values.location_id ?? '')}
          onChange={(event) => form.set('location_id', event.target.value)}
          error={form.errorOf('location_id')}
        />
        {form.values.device_type === 'eco_gate' ? (
          <Checkbox
            {...form.checkbox('bidirectional')}
            label={t('console_app.devices.bidirectional')}
          />
        ) : null}
        <div className="console-actions">
          <Button type="submit" loading={form.submitting}>
            {t('common.create')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </EditorPanel>
  );
}

/** The new key of a device, shown this once, with a copy button. */
function KeyDialog({
  name,
  deviceKey,
  onClose,
}: {
  name: string;
  deviceKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${t('console_app.devices.key_title')}: ${name}`}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(deviceKey).then(() => setCopied(true));
            }}
          >
            {t('console_app.devices.copy')}
          </Button>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </>
      }
    >
      <Banner severity="warning" live="none">
        {t('console_app.devices.key_once')}
      </Banner>
      <code className="console-key" data-testid="device-key">
        {deviceKey}
      </code>
      {copied ? (
        <p role="status" className="console-muted">
          {t('console_app.devices.copied')}
        </p>
      ) : (
        <p role="status" className="console-sr-only" />
      )}
    </Dialog>
  );
}

/** Where each device type pushes, how it signs in, and a payload it would send. */
function ConnectHelp({ devices }: { devices: readonly Device[] }) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const example = (type: DeviceTypeName) =>
    devices.find((device) => device.device_type === type && !device.is_revoked)?.rt_id ??
    {
      eco_gate: 'ECO-GATE-0042',
      brickstream_people_counter: 'BS-3D-00417',
      intenta: 'INTENTA-S2000-17',
      selfcheck: 'KIOSK-1',
    }[type];
  return (
    <Card title={t('console_app.devices.setup')} headingLevel={2} as="section">
      <Tabs
        label={t('console_app.devices.setup')}
        items={deviceTypes.map((type) => ({
          value: type,
          label: t(`console.device_types.${type}`),
          content: (
            <div className="console-stack">
              <dl className="console-facts">
                <dt>{t('console_app.devices.ingest_url')}</dt>
                <dd>
                  <code>
                    POST {origin}/api/ingest/{protocolOf[type]}
                  </code>
                </dd>
                <dt>Content-Type</dt>
                <dd>
                  <code>{contentTypeOf[type]}</code>
                </dd>
              </dl>
              <p>{t('console_app.devices.auth_hint')}</p>
              <div>
                <h3>{t('console_app.devices.example')}</h3>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
                <pre className="console-code" tabIndex={0}>
                  {examplePayload(type, example(type))}
                </pre>
              </div>
            </div>
          ),
        }))}
      />
    </Card>
  );
}
