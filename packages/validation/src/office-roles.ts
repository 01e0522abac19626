// Company accounts (issue 29, docs/decisions/330-office-roles-limits-and-approval.md): an office
// member's role and what it lets them do. No zod here: the shop's first screens check the rule.

/** A member's role in their office. */
export const OFFICE_ROLES = ['admin', 'approver', 'buyer', 'viewer'] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

/** What an office member may do; each office route names one (the API's `officeAction`). */
export type OfficeAction =
  /** Browse the catalogue, the office's orders, saved carts and addresses. */
  | 'browse'
  /** Place an order, a Zoom! Delivered order, pay, save a cart or an address. */
  | 'order'
  /** Approve or reject colleagues' approval requests. */
  | 'approve'
  /** See the colleagues, invite, change roles and limits, remove a member. */
  | 'manage_members';

const allowed: Record<OfficeRole, readonly OfficeAction[]> = {
  admin: ['browse', 'order', 'approve', 'manage_members'],
  approver: ['browse', 'order', 'approve'],
  buyer: ['browse', 'order'],
  viewer: ['browse'],
};

/**
 * Whether a member of `role` may take `action`. A sales rep acting for an office is no member:
 * the API lets a rep `browse` and `order` (no approval, no member limit) and nothing else.
 */
export function officeRoleAllows(role: OfficeRole | null | undefined, action: OfficeAction) {
  return role ? allowed[role].includes(action) : false;
}
