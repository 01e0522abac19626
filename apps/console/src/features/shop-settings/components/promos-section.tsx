import { Button, Card, type DataTableColumn, StatusBadge } from '@careshop/design-system';
import type { BackofficeShopConfig, BackofficeShopPromo } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EditDeleteActions,
  EntityDeleteDialog,
  EntityRows,
  useEntityAdmin,
} from '../../../components/entity-admin';
import { LoadFailure } from '../../../components/load-failure';
import { ResultBanner } from '../../../components/result-banner';
import { useDateFormat } from '../../../lib/date-format';
import { api } from '../../../lib/session';
import { shopPromosQuery } from '../api/settings';
import { PromoForm, titleOf } from './promo-form';

/** One shop config's promos: the list, and create, edit and delete. */
export function PromosSection({ config }: { config: BackofficeShopConfig }) {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const promos = useQuery(shopPromosQuery(i18n.language));
  const admin = useEntityAdmin<BackofficeShopPromo>({
    queryKey: ['backoffice', 'promos'],
    remove: (promo) => api.call(backofficeRoutes.deletePromo, { params: { id: promo.id } }),
  });
  const rows = (promos.data ?? []).filter((promo) => promo.shop_config_id === config.id);
  const day = (iso: string | null) => (iso ? dates.date(iso) : '…');
  const state = (promo: BackofficeShopPromo) =>
    promo.showing ? 'showing' : promo.active ? 'waiting' : 'off';
  const title = (promo: BackofficeShopPromo) => titleOf(promo, t, i18n.language);
  const caption = t('console_app.backoffice.promos.for_shop', { hostname: config.hostname });
  const columns: DataTableColumn<BackofficeShopPromo>[] = [
    { key: 'title', header: t('console_app.backoffice.promos.texts'), cell: title },
    {
      key: 'link',
      header: t('console_app.backoffice.promos.link'),
      cell: (row) =>
        row.link
          ? `${t(`console_app.backoffice.promos.link_${row.link.kind}`)}: ${row.link.name}`
          : t('console_app.backoffice.promos.link_none'),
    },
    {
      key: 'window',
      header: `${t('console_app.backoffice.promos.valid_from')} – ${t('console_app.backoffice.promos.valid_until')}`,
      cell: (row) =>
        row.valid_from || row.valid_until
          ? `${day(row.valid_from)} – ${day(row.valid_until)}`
          : t('console_app.backoffice.promos.always'),
    },
    {
      key: 'state',
      header: t('console_app.backoffice.promos.state'),
      cell: (row) => (
        <StatusBadge
          status={row.showing ? 'license-approved' : 'neutral'}
          label={t(`console_app.backoffice.promos.states.${state(row)}`)}
        />
      ),
    },
    {
      key: 'actions',
      pin: 'end',
      header: t('common.actions'),
      cell: (row) => (
        <EditDeleteActions
          admin={admin}
          row={row}
          name={title(row)}
          className="console-actions"
          deleteVariant="ghost"
        />
      ),
    },
  ];
  return (
    <Card as="section" title={caption} headingLevel={3}>
      <div className="console-stack">
        <p className="console-muted">{t('console_app.backoffice.promos.intro')}</p>
        <ResultBanner result={admin.result} />
        <EntityRows
          query={promos}
          caption={caption}
          rows={rows}
          emptyLabel={t('console_app.backoffice.promos.empty')}
          empty={<p className="console-muted">{t('console_app.backoffice.promos.empty')}</p>}
          columns={columns}
          getRowKey={(row) => String(row.id)}
          failure={(error) => <LoadFailure error={error} />}
          wrap
        />
        <div className="console-actions">
          <Button onClick={() => admin.open({ mode: 'create' })}>
            {t('console_app.backoffice.promos.add')}
          </Button>
        </div>
      </div>
      {admin.editing ? (
        <PromoForm
          config={config}
          promo={admin.editing.mode === 'edit' ? admin.editing.row : null}
          onClose={(saved) => admin.done(saved ? { ok: true, text: saved } : null)}
        />
      ) : null}
      <EntityDeleteDialog
        admin={admin}
        title={(promo) => t('console_app.forms.confirm_delete', { name: title(promo) })}
      />
    </Card>
  );
}
