import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  announcementBatches,
  coalescedSender,
  encodeAnnouncement,
  type LiveHub,
  listenerSet,
} from './live-hub.js';

/** Options of {@link createPostgresLiveHub}. */
export interface PostgresLiveHubOptions {
  /** The database every API process shares. */
  connectionString: string;
  /** NOTIFY channel; processes on one database must agree on it. */
  channel?: string;
  /** Connection errors (logged by the server); the hub reconnects by itself. */
  onError?: (error: Error) => void;
  /** First reconnection delay; doubles up to 5 s. */
  reconnectDelayMs?: number;
  /**
   * The API writes its counts to this same database: its ingest statement may send the NOTIFY
   * itself (decision 357, {@link LiveHub.statementNotify}).
   */
  writesHere?: boolean;
}

/**
 * A hub across the API processes of one PostgreSQL database (decision 199): NOTIFY on publish,
 * LISTEN on a dedicated connection opened at the first subscription and reopened after an error.
 * Announcements missed while the connection is down are caught up by the live stream's periodic
 * refresh.
 */
export function createPostgresLiveHub(options: PostgresLiveHubOptions): LiveHub {
  const channel = options.channel ?? 'careshop_live_counts';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad NOTIFY channel ${channel}`);
  const origin = randomUUID();
  const listeners = listenerSet(origin);
  const firstDelay = options.reconnectDelayMs ?? 100;
  let publisher: pg.Pool | undefined;
  let listener: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let delay = firstDelay;
  let closed = false;

  const report = (error: unknown) => {
    options.onError?.(error instanceof Error ? error : new Error(String(error)));
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer || listeners.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void listen();
    }, delay);
    reconnectTimer.unref();
    delay = Math.min(delay * 2, 5000);
  };

  const listen = (): Promise<void> => {
    if (closed || listener) return Promise.resolve();
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: options.connectionString });
      const drop = (error?: unknown) => {
        if (error) report(error);
        if (listener === client) listener = undefined;
        client.removeAllListeners('notification');
        client.end().catch(() => undefined);
        scheduleReconnect();
      };
      client.on('error', drop);
      client.on('end', () => drop());
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload) listeners.receive(message.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        if (closed) {
          await client.end();
          return;
        }
        listener = client;
        delay = firstDelay;
      } catch (error) {
        drop(error);
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const notify = coalescedSender(async (ids) => {
    if (closed) return;
    if (!publisher) {
      publisher = new pg.Pool({ connectionString: options.connectionString, max: 1 });
      publisher.on('error', report);
    }
    try {
      await publisher.query('SELECT pg_notify($1, $2)', [channel, encodeAnnouncement(origin, ids)]);
    } catch (error) {
      // The data is committed; other processes catch up at their next refresh.
      report(error);
    }
  });

  return {
    async publish(locationIds, publishOptions) {
      const batches = announcementBatches(locationIds);
      if (batches.length === 0 || closed) return;
      for (const ids of batches) listeners.deliver(ids);
      if (!publishOptions?.sent) await notify(locationIds);
    },
    ...(options.writesHere ? { statementNotify: { channel, origin } } : {}),
    subscribe(callback) {
      const unsubscribe = listeners.add(callback);
      void listen();
      return unsubscribe;
    },
    async ready() {
      await listen();
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      listeners.clear();
      await connecting;
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      await publisher?.end().catch(() => undefined);
    },
  };
}
