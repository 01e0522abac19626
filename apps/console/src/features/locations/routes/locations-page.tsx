import type { DataTableColumn } from '@careshop/design-system';
import type { Location } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EditDeleteActions,
  EntityAdminPage,
  useEntityAdmin,
} from '../../../components/entity-admin';
import { useMay } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { api } from '../../../lib/session';
import { hour, LocationEditor } from '../components/location-editor';

/** Where people are counted: a dense list by display order, and one form to add or change one. */
export function LocationsPage() {
  const { t } = useTranslation();
  const may = useMay();
  const locations = useQuery(queries.locations());
  const canWrite = may('locations:write');
  const admin = useEntityAdmin<Location>({
    queryKey: queries.locations().queryKey,
    remove: (row) => api.call(consoleRoutes.deleteLocation, { params: { id: row.id } }),
  });

  const rows = useMemo(
    () =>
      [...(locations.data ?? [])].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)),
    [locations.data],
  );

  const columns: DataTableColumn<Location>[] = [
    { key: 'name', header: t('console_app.locations.name'), cell: (row) => row.name },
    { key: 'tz', header: t('console.locations.time_zone'), cell: (row) => row.timeZone },
    {
      key: 'hours',
      header: t('console_app.locations.hours'),
      cell: (row) =>
        row.ignore_before == null && row.ignore_after == null
          ? '—'
          : `${hour(row.ignore_before ?? 0)}–${hour(row.ignore_after ?? 24)}`,
    },
    {
      key: 'thresholds',
      header: t('console_app.locations.thresholds'),
      cell: (row) =>
        row.optimal_balance === 0
          ? t('console.occupancy.indicator_disabled')
          : `${row.optimal_balance} · ${row.balance_orange || '—'} % / ${row.balance_red || '—'} %`,
    },
    {
      key: 'hidden',
      header: t('console.locations.hidden'),
      cell: (row) => (row.hidden ? t('console_app.forms.yes') : t('console_app.forms.no')),
    },
    { key: 'order', header: t('console.locations.order'), cell: (row) => row.order, align: 'end' },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      pin: 'end',
      header: t('common.actions'),
      cell: (row) => <EditDeleteActions admin={admin} row={row} name={row.name} />,
    });
  }

  return (
    <EntityAdminPage
      admin={admin}
      title={t('console.locations.title')}
      addLabel={t('console.locations.add')}
      intro={t('console_app.locations.intro')}
      canWrite={canWrite}
      query={locations}
      rows={rows}
      emptyLabel={t('console_app.dashboard.no_locations')}
      columns={columns}
      getRowKey={(row) => String(row.id)}
      nameOf={(row) => row.name}
      confirmDeleteTitle={(row) => t('console_app.locations.confirm_delete', { name: row.name })}
      editor={
        admin.editing ? (
          <LocationEditor
            key={admin.editing.mode === 'edit' ? admin.editing.row.id : 'new'}
            editing={admin.editing}
            onClose={admin.close}
            onSaved={admin.saved}
          />
        ) : null
      }
    />
  );
}
