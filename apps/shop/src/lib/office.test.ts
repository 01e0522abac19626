import { describe, expect, it } from 'vitest';
import { officeErrorKey, roleAllows } from './office';

const member = { isSalesRep: false, known: true };

describe('issue 29: what the shop lets a member do follows decision 330', () => {
  it('a viewer browses but never orders, approves or manages', () => {
    expect(roleAllows('viewer', 'browse', member)).toBe(true);
    expect(roleAllows('viewer', 'order', member)).toBe(false);
    expect(roleAllows('viewer', 'approve', member)).toBe(false);
  });

  it('a removed member does nothing for the office', () => {
    for (const action of ['browse', 'order', 'approve', 'manage_members'] as const) {
      expect(roleAllows('removed', action, member)).toBe(false);
    }
  });

  it('buyers order, approvers also approve, administrators also manage members', () => {
    expect(roleAllows('buyer', 'order', member)).toBe(true);
    expect(roleAllows('buyer', 'approve', member)).toBe(false);
    expect(roleAllows('approver', 'approve', member)).toBe(true);
    expect(roleAllows('approver', 'manage_members', member)).toBe(false);
    expect(roleAllows('admin', 'manage_members', member)).toBe(true);
  });

  it('a sales rep orders for the office but never approves or manages it', () => {
    const rep = { isSalesRep: true, known: false };
    expect(roleAllows(null, 'order', rep)).toBe(true);
    expect(roleAllows(null, 'approve', rep)).toBe(false);
    expect(roleAllows(null, 'manage_members', rep)).toBe(false);
  });

  it('an answer without a role (before /user/me) keeps ordering, as every member did before', () => {
    expect(roleAllows(null, 'order', { isSalesRep: false, known: false })).toBe(true);
    expect(roleAllows(null, 'manage_members', { isSalesRep: false, known: false })).toBe(true);
  });
});

describe('issue 29: office error codes are translated messages', () => {
  it.each([
    'last_admin',
    'email_registered',
    'own_request',
    'request_decided',
    'request_expired',
    'invitation_invalid',
    'office_role_forbidden',
    'membership_removed',
  ] as const)('%s has its own text', (code) => {
    expect(officeErrorKey(code)).toBe(`office.errors.${code}`);
  });

  it('other codes are left to the screen', () => {
    expect(officeErrorKey('out_of_stock')).toBeUndefined();
    expect(officeErrorKey(undefined)).toBeUndefined();
  });
});
