import type { ServerErrorCode } from '@careshop/api-client';
import { loadShopArea } from '@careshop/i18n/shop';
import { type OfficeAction, type OfficeRole, officeRoleAllows } from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { useAccountStore } from '../stores/account-store';
import { i18n } from './i18n';
import { useMe } from './queries/get-me';
import { useShopLanguage } from './use-shop-language';

// Company accounts in the shop (issue 29, decision 330): the member's office role from /user/me,
// what it lets them do (the rule of @careshop/validation, as the API checks it), and the office
// texts, loaded with the screens that show them (they are not in the first visit's dictionary).

/** The caller's office role: a role, `removed`, or null (a sales rep, not logged in, no answer). */
export type MemberRole = OfficeRole | 'removed' | null;

/** The logged-in professional's office role; null for a sales rep or before /user/me answers. */
export function useOfficeRole(): MemberRole {
  const me = useMe();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  if (isSalesRep) return null;
  return me?.office_role ?? null;
}

/**
 * Whether the caller may take `action` for the office. A sales rep may browse and order (the
 * API's rule); a professional per their role; a professional whose /user/me carries no role yet
 * (an API before issue 29) keeps ordering, as the migration made everyone a buyer.
 */
export function roleAllows(
  role: MemberRole,
  action: OfficeAction,
  { isSalesRep, known }: { isSalesRep: boolean; known: boolean },
): boolean {
  if (isSalesRep) return action === 'browse' || action === 'order';
  if (role === 'removed') return false;
  if (role === null) return !known || action === 'browse' || action === 'order';
  return officeRoleAllows(role, action);
}

/** {@link roleAllows} for the logged-in account. */
export function useOfficeAllows(action: OfficeAction): boolean {
  const me = useMe();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const role = useOfficeRole();
  return roleAllows(role, action, { isSalesRep, known: me?.office_role != null });
}

/** The i18n key of an office error code the API answers (403, 404, 409, 422), if it is one. */
export function officeErrorKey(code: ServerErrorCode | undefined): string | undefined {
  switch (code) {
    case 'office_role_forbidden':
    case 'office_member_only':
    case 'membership_removed':
    case 'last_admin':
    case 'own_request':
    case 'request_decided':
    case 'request_expired':
    case 'approval_request_not_found':
    case 'member_not_found':
    case 'invitation_not_found':
    case 'invitation_invalid':
    case 'invitation_mismatch':
    case 'email_registered':
      return `office.errors.${code}`;
    default:
      return undefined;
  }
}

/**
 * Loads the office texts of the language on screen (once per language); true once they are
 * there. The screens of company accounts render a spinner until then.
 */
export function useOfficeTexts(enabled = true): boolean {
  const { language } = useShopLanguage();
  const query = useQuery({
    enabled,
    queryKey: ['office-texts', language],
    queryFn: async () => {
      await loadShopArea(i18n, language, 'office');
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return query.data === true;
}
