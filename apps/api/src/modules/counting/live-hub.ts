/**
 * Tells every API process that the live counts of some locations changed, so each can push the
 * new occupancy to the browsers connected to it. The in-process hub serves one process (PGlite,
 * the embedded default); with N processes on PostgreSQL a shared hub (LISTEN/NOTIFY or Redis
 * pub/sub) carries the news across them.
 */
export interface LiveHub {
  /**
   * Announces, after the data is committed, that these locations' counts changed. With `sent`,
   * the statement that stored the data already announced them to the other processes
   * ({@link LiveHub.statementNotify}): only this process is told.
   */
  publish(locationIds: readonly number[], options?: { sent?: boolean }): Promise<void>;
  /**
   * Set when a writing statement may announce to the other processes itself (decision 357): the
   * NOTIFY channel and this process's origin, for a `pg_notify` sent at the statement's commit
   * on the hub's own database.
   */
  readonly statementNotify?: { channel: string; origin: string };
  /** Calls `listener` for every announcement from any process; returns the unsubscribe. */
  subscribe(listener: (locationIds: readonly number[]) => void): () => void;
  /**
   * Resolves once this process receives what other processes publish (a shared hub connects
   * lazily, at the first subscription), so a snapshot taken afterwards misses no change.
   */
  ready?(): Promise<void>;
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

/** What a shared hub sends across processes: the sending process and the locations. */
interface Announcement {
  origin: string;
  ids: number[];
}

/** Largest number of ids in one message (PostgreSQL NOTIFY payloads stay under 8000 bytes). */
const idsPerMessage = 500;

/** The ids of one publish, deduplicated, in batches that each fit one message. */
export function announcementBatches(locationIds: readonly number[]): number[][] {
  const unique = [...new Set(locationIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const batches: number[][] = [];
  for (let start = 0; start < unique.length; start += idsPerMessage) {
    batches.push(unique.slice(start, start + idsPerMessage));
  }
  return batches;
}

/**
 * The sending side of a shared hub: publishes made while a message is on its way, or in the same
 * turn of the event loop (the pushes of one group-commit batch are answered together), leave
 * together in the next message, so a busy ingest sends one NOTIFY or PUBLISH per batch rather
 * than one per push (decision 352). Each publish resolves once a message holding its ids was
 * sent (or rejects with that message's error).
 */
export function coalescedSender(
  send: (ids: readonly number[]) => Promise<void>,
): (locationIds: readonly number[]) => Promise<void> {
  let open: { ids: number[]; sent: Promise<void> } | undefined;
  let previous: Promise<void> = Promise.resolve();
  return (locationIds) => {
    if (!open) {
      const next: { ids: number[]; sent: Promise<void> } = { ids: [], sent: Promise.resolve() };
      next.sent = previous
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(async () => {
          // Closed: publishes from now on wait for the next message.
          if (open === next) open = undefined;
          for (const ids of announcementBatches(next.ids)) await send(ids);
        });
      // A failed send fails its own publishes only, never the messages after it.
      previous = next.sent.catch(() => undefined);
      open = next;
    }
    open.ids.push(...locationIds);
    return open.sent;
  };
}

/** The message announcing one batch of ids from process `origin`. */
export function encodeAnnouncement(origin: string, ids: readonly number[]): string {
  const announcement: Announcement = { origin, ids: [...ids] };
  return JSON.stringify(announcement);
}

/** Reads a message of another process; undefined when it is not an announcement. */
export function decodeAnnouncement(message: string): Announcement | undefined {
  try {
    const value = JSON.parse(message) as Partial<Announcement>;
    if (typeof value.origin !== 'string' || !Array.isArray(value.ids)) return undefined;
    const ids = value.ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return { origin: value.origin, ids };
  } catch {
    return undefined;
  }
}

/**
 * The listener set every hub shares: announcements of this process are delivered at once, those
 * of other processes when they arrive; a process's own echo is dropped.
 */
export function listenerSet(origin: string) {
  const listeners = new Set<(locationIds: readonly number[]) => void>();
  const deliver = (locationIds: readonly number[]) => {
    for (const listener of listeners) {
      try {
        listener(locationIds);
      } catch {
        // One listener's failure must not keep the news from the others.
      }
    }
  };
  return {
    get size() {
      return listeners.size;
    },
    add(listener: (locationIds: readonly number[]) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    deliver,
    /** A message from the shared channel: delivered unless this process sent it. */
    receive(message: string) {
      const announcement = decodeAnnouncement(message);
      if (!announcement || announcement.origin === origin || announcement.ids.length === 0) return;
      deliver(announcement.ids);
    },
    clear() {
      listeners.clear();
    },
  };
}
