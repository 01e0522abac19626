import type { z } from 'zod';
import { emailSchema } from './email.js';
import {
  answerText,
  cents,
  enumOf,
  idParam,
  integer,
  isoDateTime,
  listOf,
  looseObject,
  requiredMultilineText,
  strictObject,
} from './keyed-schemas.js';
import { OFFICE_ROLES, type OfficeRole } from './office-roles.js';
import { orderLineSchema, orderSchema } from './order.js';
import { languages } from './profile-options.js';
import { SPENDING_PERIODS } from './spending-limit.js';

// Company accounts (issue 29, docs/decisions/330-office-roles-limits-and-approval.md): an office's
// members have a role, a spending limit and an approval threshold; an order over either waits for
// an approver. The rules below are the one copy the API enforces and the shop previews.

// The roles and what each may do live in a module without zod (the shop's first screens check
// them): `office-roles.ts`.
export {
  OFFICE_ROLES,
  type OfficeAction,
  type OfficeRole,
  officeRoleAllows,
} from './office-roles.js';

/** The role a self-registered professional gets; the first approved member becomes `admin`. */
export const DEFAULT_OFFICE_ROLE: OfficeRole = 'buyer';

/** Days an approval request waits for a decision before it expires (the API's default). */
export const APPROVAL_EXPIRY_DAYS_DEFAULT = 14;
/** Days an invitation can be used to register. */
export const INVITATION_EXPIRY_DAYS = 14;
/** Longest rejection reason. */
export const APPROVAL_REASON_MAX = 1000;

export const officeRoleSchema = enumOf(OFFICE_ROLES);
export const spendingPeriodSchema = enumOf(SPENDING_PERIODS);

/** Largest amount a limit or threshold may hold (10 million in the office's currency). */
export const SPENDING_LIMIT_MAX_CENTS = 1_000_000_000;

// ---------------------------------------------------------------------------------------------
// Requests

/** `PUT /office/members/:id/role` and the back office's role change. */
export const memberRoleBodySchema = strictObject({ role: officeRoleSchema });
export type MemberRoleBody = z.output<typeof memberRoleBodySchema>;

/**
 * `PUT /office/members/:id/limit`: `limit_cents` null is "no limit", `approval_threshold_cents`
 * null is "no threshold". The period is kept even without a limit.
 */
export const memberLimitBodySchema = strictObject({
  limit_cents: integer(0, SPENDING_LIMIT_MAX_CENTS).nullable(),
  period: spendingPeriodSchema,
  approval_threshold_cents: integer(0, SPENDING_LIMIT_MAX_CENTS).nullable(),
});
export type MemberLimitBody = z.output<typeof memberLimitBodySchema>;

/** `POST /office/invitations`: who, with which role, and the language of the e-mail. */
export const invitationCreateSchema = strictObject({
  email: emailSchema,
  role: officeRoleSchema,
  language: enumOf(languages),
});
export type InvitationCreate = z.output<typeof invitationCreateSchema>;

/** `POST /approval-requests/:id/reject`: the reason is required; the buyer reads it. */
export const approvalRejectBodySchema = strictObject({
  reason: requiredMultilineText(APPROVAL_REASON_MAX, 'validation.reason_required'),
});
export type ApprovalRejectBody = z.output<typeof approvalRejectBodySchema>;

export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
  'expired',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * `GET /approval-requests?scope=…&status=…`: `mine` are the caller's own requests, `to_decide` the
 * colleagues' requests the caller may decide (approvers and administrators). No status: all.
 */
export const approvalListQuerySchema = strictObject({
  scope: enumOf(['mine', 'to_decide'] as const),
  status: enumOf(APPROVAL_STATUSES).optional(),
});
export type ApprovalListQuery = z.output<typeof approvalListQuerySchema>;

/** `:id` of a member, an invitation or an approval request. */
export const officeIdParamsSchema = strictObject({ id: idParam() });
/** Back office: `:id` of the office and `:userId` of its member. */
export const officeMemberParamsSchema = strictObject({ id: idParam(), userId: idParam() });
/** `GET /invitation/:token`. */
export const invitationTokenParamsSchema = strictObject({
  token: requiredMultilineText(200, 'validation.required'),
});

// ---------------------------------------------------------------------------------------------
// Answers

/** A member's limit, what they spent this period and what is left (null amounts: none). */
export const memberSpendingSchema = looseObject({
  limit_cents: integer(0).nullable(),
  period: spendingPeriodSchema,
  approval_threshold_cents: integer(0).nullable(),
  spent_cents: cents(),
  /** Never below 0; null when there is no limit ("no limit" is never exceeded). */
  remaining_cents: integer(0).nullable(),
  period_start: isoDateTime(),
  period_end: isoDateTime(),
  currency: answerText(),
});
export type MemberSpending = z.output<typeof memberSpendingSchema>;

export const officeMemberSchema = looseObject({
  id: integer(1),
  first_name: answerText(),
  last_name: answerText(),
  email: answerText(),
  role: officeRoleSchema,
  license_status: enumOf(['PENDING', 'APPROVED', 'REJECTED'] as const),
  spending: memberSpendingSchema,
});
export type OfficeMember = z.output<typeof officeMemberSchema>;

export const invitationSchema = looseObject({
  id: integer(1),
  email: answerText(),
  role: officeRoleSchema,
  invited_by: answerText(),
  created_at: isoDateTime(),
  expires_at: isoDateTime(),
});
export type Invitation = z.output<typeof invitationSchema>;

/** `GET /office/members`: the office's current members and its open invitations. */
export const officeMembersSchema = looseObject({
  office: looseObject({ id: integer(1), cust_no: answerText(), company_name: answerText() }),
  members: listOf(officeMemberSchema),
  invitations: listOf(invitationSchema),
});
export type OfficeMembers = z.output<typeof officeMembersSchema>;

/** `GET /invitation/:token` (public): what the registration form is pre-filled with. */
export const invitationPrefillSchema = looseObject({
  cust_no: answerText(),
  company_name: answerText(),
  email: answerText(),
  role: officeRoleSchema,
});
export type InvitationPrefill = z.output<typeof invitationPrefillSchema>;

/** An approval request: the order as asked, who asked, and what became of it. */
export const approvalRequestViewSchema = looseObject({
  id: integer(1),
  status: enumOf(APPROVAL_STATUSES),
  reason: enumOf(['over_threshold', 'over_limit'] as const),
  requested_by: looseObject({ id: integer(1), name: answerText(), email: answerText() }),
  decided_by: looseObject({ id: integer(1), name: answerText() }).nullable(),
  rejection_reason: answerText().nullable(),
  /** The order placed on approval. */
  order_id: integer(1).nullable(),
  created_at: isoDateTime(),
  expires_at: isoDateTime(),
  decided_at: isoDateTime().nullable(),
  /** The order as asked: lines with the prices and totals of the moment it was asked. */
  lines: listOf(orderLineSchema),
  subtotal: cents(),
  discount: cents(),
  shipping: cents(),
  total: cents(),
  currency: answerText(),
  payment_method: answerText(),
  /** The requester's limit at the time of reading (for the approver). */
  spending: memberSpendingSchema,
});
export type ApprovalRequest = z.output<typeof approvalRequestViewSchema>;

export const approvalRequestListSchema = looseObject({ items: listOf(approvalRequestViewSchema) });
export type ApprovalRequestList = z.output<typeof approvalRequestListSchema>;

/** `POST /approval-requests/:id/approve`: the request, now approved, and the order it placed. */
export const approvalDecisionSchema = looseObject({
  request: approvalRequestViewSchema,
  order: orderSchema,
});
export type ApprovalDecision = z.output<typeof approvalDecisionSchema>;

/** Back office: an office's members with limits and its open approval requests. */
export const backofficeOfficeTeamSchema = looseObject({
  members: listOf(officeMemberSchema),
  invitations: listOf(invitationSchema),
  open_requests: listOf(approvalRequestViewSchema),
});
export type BackofficeOfficeTeam = z.output<typeof backofficeOfficeTeamSchema>;
