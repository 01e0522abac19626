import { Banner, Button, Checkbox, Select, TextField } from '@careshop/design-system';
import { type FormValues, useSchemaForm, withoutEmpty } from '@careshop/schema-form';
import {
  type DeviceCreate,
  deviceCreateSchema,
  deviceTypes,
  fieldLimits,
} from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorPanel } from '../../../components/editor-panel';
import { failureReason } from '../../../lib/failure-reason';
import { asNumber, useFocusFirstError } from '../../../lib/form-feedback';
import { queries } from '../../../lib/queries';
import { api } from '../../../lib/session';

function toDeviceInput(values: FormValues): unknown {
  const input: Record<string, unknown> = withoutEmpty(values);
  input.location_id = asNumber(values.location_id);
  if (values.device_type !== 'eco_gate') delete input.bidirectional;
  if (input.location_id === undefined) delete input.location_id;
  return input;
}

/** The form that adds a device; its key is shown once after. */
export function DeviceCreator({
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
    mutationFn: (body: DeviceCreate) => api.call(consoleRoutes.createDevice, { body }),
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
