import type { Db } from '../../platform/db/database.js';
import type { CompanyScope } from './console-scope.js';
import type { LiveHub } from './live-hub.js';
import { type LocationOccupancy, readOccupancy } from './occupancy.js';

/** Options of {@link createOccupancyFeed}. */
export interface OccupancyFeedOptions {
  db: Db;
  hub: LiveHub;
  now: () => Date;
  /** Announcements arriving within this window are read together (one query for all). */
  coalesceMs?: number;
  onError?: (error: unknown) => void;
}

/** One process's fan-out of changed occupancy to its live streams. */
export interface OccupancyFeed {
  /** Calls `onRows` with the new occupancy of announced locations in `scope`. */
  watch(scope: CompanyScope, onRows: (rows: LocationOccupancy[]) => void): () => void;
  close(): void;
}

/**
 * Reads each announced location once per process, however many streams watch it, and hands every
 * stream the rows of its scope (decision 198). The hub is subscribed while a stream watches.
 */
export function createOccupancyFeed(options: OccupancyFeedOptions): OccupancyFeed {
  const coalesceMs = options.coalesceMs ?? 100;
  const watchers = new Map<
    number,
    { scope: CompanyScope; onRows: (rows: LocationOccupancy[]) => void }
  >();
  let nextWatcher = 1;
  let pending = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  const flush = async () => {
    timer = undefined;
    const ids = [...pending];
    pending = new Set();
    if (ids.length === 0 || watchers.size === 0) return;
    try {
      const rows = await readOccupancy(
        options.db,
        { scope: null, locationIds: ids },
        options.now(),
      );
      for (const watcher of watchers.values()) {
        const visible =
          watcher.scope === null ? rows : rows.filter((row) => row.company_id === watcher.scope);
        if (visible.length > 0) watcher.onRows(visible);
      }
    } catch (error) {
      options.onError?.(error);
    }
  };

  const announce = (ids: readonly number[]) => {
    for (const id of ids) pending.add(id);
    timer ??= setTimeout(() => void flush(), coalesceMs);
  };

  return {
    watch(scope, onRows) {
      const id = nextWatcher++;
      watchers.set(id, { scope, onRows });
      unsubscribe ??= options.hub.subscribe(announce);
      return () => {
        watchers.delete(id);
        if (watchers.size === 0) {
          unsubscribe?.();
          unsubscribe = undefined;
        }
      };
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      watchers.clear();
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
}
