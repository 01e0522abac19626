import type { LocationOccupancy } from '@careshop/validation';
import { locationOccupancySchema } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queries } from '../../../lib/queries';
import { api } from '../../../lib/session';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** Waits before the n-th reconnect: 1 s, 2 s, 4 s … at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

/** Puts one pushed row into the list (same order), or appends a location the list did not have. */
export function mergeOccupancy(
  items: readonly LocationOccupancy[] | undefined,
  row: LocationOccupancy,
): LocationOccupancy[] {
  const list = items ? [...items] : [];
  const at = list.findIndex((item) => item.location_id === row.location_id);
  if (at === -1) list.push(row);
  else list[at] = row;
  return list;
}

/**
 * Live occupancy of the user's locations: the list from `GET /console/occupancy`, then every
 * change the server pushes (Server-Sent Events, docs/decisions/198). A stream ticket opens one
 * stream once, so each reconnect asks for a new ticket, with a growing delay.
 */
export function useLiveOccupancy() {
  const queryClient = useQueryClient();
  const list = useQuery(queries.occupancy());
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const key = queries.occupancy().queryKey;

    const apply = (rows: unknown[]) => {
      for (const raw of rows) {
        const parsed = locationOccupancySchema.safeParse(raw);
        if (!parsed.success) continue;
        queryClient.setQueryData<LocationOccupancy[]>(key, (items) =>
          mergeOccupancy(items, parsed.data),
        );
      }
    };

    const open = async () => {
      try {
        const { ticket } = await api.call(consoleRoutes.streamTicket);
        if (stopped) return;
        source = new EventSource(
          `${api.adminUrl}/console/occupancy/stream?ticket=${encodeURIComponent(ticket)}`,
        );
        source.addEventListener('snapshot', (event) => {
          attempt = 0;
          setState('live');
          const data = JSON.parse((event as MessageEvent<string>).data) as { items?: unknown[] };
          apply(data.items ?? []);
        });
        source.addEventListener('occupancy', (event) => {
          apply([JSON.parse((event as MessageEvent<string>).data)]);
        });
        source.onerror = () => {
          // The browser would retry with the used ticket; a fresh one is needed instead.
          source?.close();
          retry();
        };
      } catch {
        retry();
      }
    };
    const retry = () => {
      if (stopped) return;
      setState('reconnecting');
      timer = setTimeout(() => void open(), reconnectDelay(attempt));
      attempt += 1;
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient]);

  return { ...list, state };
}
