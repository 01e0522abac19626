import { DataTable } from '@careshop/design-system';
import type { ApprovalRequest, Invitation } from '@careshop/validation';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format';
import { formatCents } from '../../../lib/money';

const prefix = 'console_app.backoffice.team';

/** The office's invitations not yet used, revoked or expired. */
export function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <div className="console-table-wrap">
      <DataTable<Invitation>
        caption={t(`${prefix}.invitations`)}
        rows={invitations}
        getRowKey={(row) => String(row.id)}
        emptyLabel={t(`${prefix}.no_invitations`)}
        columns={[
          { key: 'email', header: t(`${prefix}.email`), cell: (row) => row.email },
          {
            key: 'role',
            header: t(`${prefix}.role`),
            cell: (row) => t(`${prefix}.roles.${row.role}`),
          },
          { key: 'by', header: t(`${prefix}.invited_by`), cell: (row) => row.invited_by },
          {
            key: 'created',
            header: t(`${prefix}.created`),
            cell: (row) => dates.dateTime(row.created_at),
          },
          {
            key: 'expires',
            header: t(`${prefix}.expires`),
            cell: (row) => dates.dateTime(row.expires_at),
          },
        ]}
      />
    </div>
  );
}

/** The office's approval requests waiting for an approver. */
export function OpenRequestsTable({ requests }: { requests: ApprovalRequest[] }) {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  return (
    <div className="console-table-wrap">
      <DataTable<ApprovalRequest>
        caption={t(`${prefix}.open_requests`)}
        rows={requests}
        getRowKey={(row) => String(row.id)}
        emptyLabel={t(`${prefix}.no_requests`)}
        columns={[
          {
            key: 'requester',
            header: t(`${prefix}.requester`),
            cell: (row) => (
              <>
                {row.requested_by.name}
                <br />
                <span className="console-muted">{row.requested_by.email}</span>
              </>
            ),
          },
          {
            key: 'reason',
            header: t(`${prefix}.why`),
            cell: (row) => t(`${prefix}.reasons.${row.reason}`),
          },
          {
            key: 'total',
            header: t(`${prefix}.total`),
            align: 'end',
            cell: (row) => formatCents(row.total, row.currency, i18n.language),
          },
          {
            key: 'created',
            header: t(`${prefix}.created`),
            cell: (row) => dates.dateTime(row.created_at),
          },
          {
            key: 'expires',
            header: t(`${prefix}.expires`),
            cell: (row) => dates.dateTime(row.expires_at),
          },
        ]}
      />
    </div>
  );
}
