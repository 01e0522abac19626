import { StatusBadge } from '@careshop/design-system';
import type { ApprovalStatus } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

const badge = {
  pending: 'license-pending',
  approved: 'order-processed',
  rejected: 'license-invalid',
  withdrawn: 'neutral',
  expired: 'neutral',
} as const;

/** An approval request's state as a badge with its name (colour is never the only cue). */
export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={badge[status]} label={t(`office.approvals.status.${status}`)} />;
}
