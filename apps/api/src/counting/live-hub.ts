/**
 * Tells every API process that the live counts of some locations changed, so each can push the
 * new occupancy to the browsers connected to it. The in-process hub serves one process (PGlite,
 * the embedded default); with N processes on PostgreSQL a shared hub (LISTEN/NOTIFY or Redis
 * pub/sub) carries the news across them.
 */
export interface LiveHub {
  /** Announces, after the data is committed, that these locations' counts changed. */
  publish(locationIds: readonly number[]): Promise<void>;
  /** Calls `listener` for every announcement from any process; returns the unsubscribe. */
  subscribe(listener: (locationIds: readonly number[]) => void): () => void;
  close(): Promise<void>;
}

/** The hub of a single process. */
export function createInProcessLiveHub(): LiveHub {
  const listeners = new Set<(locationIds: readonly number[]) => void>();
  return {
    async publish(locationIds) {
      if (locationIds.length === 0) return;
      for (const listener of listeners) listener(locationIds);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
