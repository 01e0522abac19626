import type { ConsoleMe, ConsoleUser } from '@careshop/validation';
import { asNumber } from '../../../lib/form-feedback';
import { type FormValues, withoutEmpty } from '../../../lib/use-schema-form';

const allLevels = [0, 1, 2, 3, 4, 5] as const;

/** The levels `me` may grant: only a super administrator grants (or touches) level 5. */
export function grantableLevels(me: Pick<ConsoleMe, 'console_level'>): number[] {
  return allLevels.filter((level) => level < 5 || me.console_level === 5);
}

/**
 * Whether `me` may act on `user` at all: never on themselves (no lock-out), and only a super
 * administrator on a super administrator.
 */
export function mayManage(me: Pick<ConsoleMe, 'id' | 'console_level'>, user: ConsoleUser): boolean {
  if (String(user.id) === String(me.id)) return false;
  return user.console_level < 5 || me.console_level === 5;
}

/** The invite form as the request body: an empty password is left out (invitation by e-mail). */
export function toInviteInput(values: FormValues): unknown {
  const input: Record<string, unknown> = withoutEmpty(values);
  input.level = asNumber(values.level);
  input.company_id = asNumber(values.company_id);
  for (const [name, value] of Object.entries(input)) if (value === undefined) delete input[name];
  return input;
}

/** A user's name for people, else their e-mail. */
export const nameOf = (user: ConsoleUser) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
