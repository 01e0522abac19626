import { Banner, Stack } from '@careshop/design-system';
import { officeRoleAllows, type User } from '@careshop/validation';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';

/** Why a member may not send orders for their office, or null when they may (decision 330). */
export type OrderBlock = 'viewer' | 'removed';

/**
 * A viewer browses the office but does not order; a removed member no longer acts for the office
 * at all. A sales rep, staff and a member without a role yet (`office_role` absent) are not held
 * back here: the API decides for them.
 */
export function orderBlockOf(role: User['office_role']): OrderBlock | null {
  if (role === 'removed') return 'removed';
  if (role && !officeRoleAllows(role, 'order')) return 'viewer';
  return null;
}

/** What the wizard shows instead of the order form to a member who may not send orders. */
export function OrderNotAllowed({ block }: { block: OrderBlock }) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack as="section" gap="md" aria-labelledby="zoom-not-allowed-title">
      <h2 id="zoom-not-allowed-title" ref={heading} tabIndex={-1}>
        {t('zoom.office_role.title')}
      </h2>
      <Banner severity="warning" live="status">
        {t(`zoom.office_role.${block}`)}
      </Banner>
    </Stack>
  );
}
