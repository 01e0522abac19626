import type { BackofficeMe, ConsoleMe } from '@careshop/validation';
import { useSuspenseQuery } from '@tanstack/react-query';
import { queries } from './queries';

/**
 * Who is logged in: a console user (the reporting area, `/console/me` with the actions of their
 * level) or shop staff (the Shop area, `/backoffice/me`). The two never mix: a staff member has
 * no console level and a console user is refused by the back office.
 */
export type Who = { kind: 'console'; me: ConsoleMe } | { kind: 'staff'; me: BackofficeMe };

/** The logged-in user; the authed route's loader has fetched it before any screen. */
export function useWho(): Who {
  return useSuspenseQuery(queries.who()).data;
}

/** The logged-in console user (reporting screens only: staff are routed to the Shop area). */
export function useMe(): ConsoleMe {
  const who = useWho();
  if (who.kind !== 'console') throw new Error('Not a console user');
  return who.me;
}

/** The logged-in staff member (Shop screens only: console users never reach them). */
export function useStaff(): BackofficeMe {
  const who = useWho();
  if (who.kind !== 'staff') throw new Error('Not shop staff');
  return who.me;
}

/**
 * Whether the user's level may take a console action (the server's permission table, answered by
 * `/console/me`). What a level may not do is not shown; the server refuses it anyway.
 */
export function useMay(): (action: string) => boolean {
  const who = useWho();
  return (action) => mayAct(who, action);
}

/** Whether `who` may take a console action: what {@link useMay} answers, outside a component. */
export function mayAct(who: Who, action: string): boolean {
  return who.kind === 'console' && who.me.actions.includes(action);
}
