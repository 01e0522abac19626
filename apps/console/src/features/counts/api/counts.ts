import * as consoleRoutes from '@careshop/validation/console-routes';
import { queryOptions } from '@tanstack/react-query';
import { isoDay } from '../../../lib/date-format';
import type { CountsInterval, CountsSearch } from '../../../lib/search-params';
import { api } from '../../../lib/session';
import { addDays } from '../components/count-labels';

/** The counts asked for: one location over local dates, `to` exclusive. */
export interface CountsWindow {
  location: number;
  from: string;
  to: string;
}

/**
 * What the counts screen shows for its search: the first location when none is chosen, the last
 * seven days up to yesterday, by day.
 */
export function countsView(search: CountsSearch, firstLocation: number | undefined) {
  const location = search.location ?? firstLocation;
  const from = search.from ?? isoDay(-7);
  const to = search.to ?? isoDay(-1);
  const interval: CountsInterval = search.interval ?? 'D';
  const window: CountsWindow = { location: location ?? 0, from, to: addDays(to, 1) };
  return { location, from, to, interval, window };
}

export const seriesQuery = (window: CountsWindow, interval: CountsInterval) =>
  queryOptions({
    queryKey: ['console', 'series', window, interval],
    queryFn: ({ signal }) =>
      api.call(consoleRoutes.series, { query: { ...window, interval } }, { signal }),
  });

export const heatmapQuery = (window: CountsWindow) =>
  queryOptions({
    queryKey: ['console', 'heatmap', window],
    queryFn: ({ signal }) => api.call(consoleRoutes.heatmap, { query: window }, { signal }),
  });

export const selfCheckQuery = (window: CountsWindow) =>
  queryOptions({
    queryKey: ['console', 'selfcheck', window],
    queryFn: ({ signal }) =>
      api.call(consoleRoutes.selfCheckActivity, { query: window }, { signal }),
  });
