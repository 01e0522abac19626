import { createI18n } from '@careshop/i18n';
import { describe, expect, it } from 'vitest';
import { accountReader, officeMemberReader, orderReader } from '../components/member-changes';
import { changesOf, whatChanged } from './audit-page';

describe('audit log: before → after of each changed field', () => {
  it('lists every field of either side', () => {
    expect(
      changesOf({
        before: { max_per_year: 4, stock: 40 },
        after: { max_per_year: 1, leaflet: true },
      }),
    ).toEqual([
      { field: 'max_per_year', before: '4', after: '1' },
      { field: 'stock', before: '40', after: '—' },
      { field: 'leaflet', before: '—', after: 'true' },
    ]);
  });

  it('reads a creation (no before)', () => {
    expect(changesOf({ before: null, after: { code: 'SPRING' } })).toEqual([
      { field: 'code', before: '—', after: 'SPRING' },
    ]);
  });
});

describe('audit log: company accounts read as words (decision 330)', () => {
  const entries = [
    ['office_member', 'role'],
    ['office_member', 'limit'],
    ['office_member', 'removed'],
    ['office_invitation', 'created'],
    ['office_invitation', 'revoked'],
    ['approval_request', 'approved'],
    ['approval_request', 'rejected'],
    ['approval_request', 'withdrawn'],
    ['approval_request', 'expired'],
  ] as const;

  it('names each kind and action in English', () => {
    const { t } = createI18n({ locale: 'en' });
    expect(whatChanged(t, { entity: 'office_member', entity_id: '7', action: 'role' })).toBe(
      'Office member 7 · role changed',
    );
    expect(whatChanged(t, { entity: 'approval_request', entity_id: '3', action: 'rejected' })).toBe(
      'Approval request 3 · rejected',
    );
  });

  it.each(['en', 'de', 'fr', 'es', 'nl', 'it'])(
    'has a word for each kind and action in %s',
    (language) => {
      const i18n = createI18n({ locale: language });
      for (const [entity, action] of entries) {
        expect(
          i18n.exists(`console_app.backoffice.audit.actions.${action}`, { lng: language }),
        ).toBe(true);
        expect(whatChanged(i18n.t, { entity, entity_id: '1', action })).not.toContain(entity);
      }
    },
  );

  it('shows an action it does not know as stored', () => {
    const { t } = createI18n({ locale: 'de' });
    expect(whatChanged(t, { entity: 'product', entity_id: '4', action: 'stock_delta' })).toBe(
      'Produkt 4 · stock_delta',
    );
  });
});

describe('audit log: an office member’s role and limit in words', () => {
  it('names the role, the period and the amounts; no limit and no threshold as such', () => {
    const { t } = createI18n({ locale: 'en' });
    const reader = officeMemberReader(t, 'EUR', 'en');
    expect(changesOf({ before: { role: 'approver' }, after: { role: 'viewer' } }, reader)).toEqual([
      { field: 'Role', before: 'Approver', after: 'Viewer' },
    ]);
    expect(
      changesOf(
        {
          before: { limit_cents: 50_000, period: 'month', approval_threshold_cents: 10_000 },
          after: { limit_cents: null, period: 'quarter', approval_threshold_cents: null },
        },
        reader,
      ),
    ).toEqual([
      { field: 'Spending limit', before: '€500.00', after: 'No limit' },
      { field: 'Period', before: 'month', after: 'quarter' },
      { field: 'Approval threshold per order', before: '€100.00', after: 'No threshold' },
    ]);
  });

  it('a first limit has no before; an unknown field stays as stored', () => {
    const { t } = createI18n({ locale: 'de' });
    const reader = officeMemberReader(t, 'EUR', 'de');
    expect(
      changesOf({ before: null, after: { limit_cents: 20_000, removed_at: 'x' } }, reader),
    ).toEqual([
      { field: 'Ausgabenlimit', before: '—', after: '200,00\u00a0€' },
      { field: 'removed_at', before: '—', after: 'x' },
    ]);
  });
});

describe('audit log: a licence decision’s office role in words', () => {
  it('names the role the first approved member got, in the reader’s language', () => {
    const { t } = createI18n({ locale: 'de' });
    const roles = 'console_app.backoffice.team.roles';
    expect(
      changesOf(
        {
          before: { license_valid: 'PENDING', office_role: 'buyer' },
          after: { license_valid: 'APPROVED', office_role: 'admin' },
        },
        accountReader(t),
      ),
    ).toEqual([
      { field: 'license_valid', before: 'PENDING', after: 'APPROVED' },
      {
        field: t('console_app.backoffice.team.role'),
        before: t(`${roles}.buyer`),
        after: t(`${roles}.admin`),
      },
    ]);
    expect(t(`${roles}.buyer`)).not.toBe('buyer');
  });
});

describe('audit log: an order’s statuses in words', () => {
  it('reads a cancel in the reader’s language, other fields as stored', () => {
    const { t } = createI18n({ locale: 'de' });
    expect(
      changesOf(
        {
          before: { status: 'in_process', payment_status: 'due', note: 'x' },
          after: { status: 'cancelled', payment_status: 'completed', note: 'y' },
        },
        orderReader(t),
      ),
    ).toEqual([
      {
        field: 'status',
        before: t('console_app.backoffice.orders.statuses.in_process'),
        after: t('console_app.backoffice.orders.statuses.cancelled'),
      },
      {
        field: 'payment_status',
        before: t('console_app.backoffice.orders.payment_statuses.due'),
        after: t('console_app.backoffice.orders.payment_statuses.completed'),
      },
      { field: 'note', before: 'x', after: 'y' },
    ]);
    expect(t('console_app.backoffice.orders.statuses.cancelled')).not.toBe('cancelled');
  });
});
