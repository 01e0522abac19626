import { useSuspenseQuery } from '@tanstack/react-query';
import { queries } from './queries';

/** The logged-in console user; the authed route's loader has fetched it before any screen. */
export function useMe() {
  return useSuspenseQuery(queries.me()).data;
}

/**
 * Whether the user's level may take a console action (the server's permission table, answered by
 * `/console/me`). What a level may not do is not shown; the server refuses it anyway.
 */
export function useMay(): (action: string) => boolean {
  const me = useMe();
  return (action) => me.actions.includes(action);
}
