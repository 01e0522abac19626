import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  announcementBatches,
  coalescedSender,
  encodeAnnouncement,
  type LiveHub,
  listenerSet,
} from './live-hub.js';

/** Options of {@link createRedisLiveHub}. */
export interface RedisLiveHubOptions {
  redisUrl: string;
  /** Pub/sub channel; processes sharing a Redis must agree on it. */
  channel?: string;
  /** Connection errors (logged by the server); ioredis reconnects and resubscribes by itself. */
  onError?: (error: Error) => void;
}

/**
 * A hub across API processes through Redis pub/sub (decision 199): one connection publishes, a
 * second (in subscriber mode) listens; both connect lazily, at the first publish or subscription.
 */
export function createRedisLiveHub(options: RedisLiveHubOptions): LiveHub {
  const channel = options.channel ?? 'careshop:live-counts';
  const origin = randomUUID();
  const listeners = listenerSet(origin);
  const connect = () => {
    const client = new Redis(options.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      connectTimeout: 2000,
    });
    client.on('error', (error: Error) => options.onError?.(error));
    return client;
  };
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let subscribed: Promise<unknown> | undefined;
  let closed = false;

  const ensureSubscribed = () => {
    if (subscribed || closed) return;
    subscriber = connect();
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) listeners.receive(message);
    });
    subscribed = subscriber.subscribe(channel).catch((error: unknown) => {
      options.onError?.(error instanceof Error ? error : new Error(String(error)));
    });
  };

  const send = coalescedSender(async (ids) => {
    if (closed) return;
    publisher ??= connect();
    try {
      await publisher.publish(channel, encodeAnnouncement(origin, ids));
    } catch (error) {
      options.onError?.(error instanceof Error ? error : new Error(String(error)));
    }
  });

  return {
    async publish(locationIds) {
      const batches = announcementBatches(locationIds);
      if (batches.length === 0 || closed) return;
      for (const ids of batches) listeners.deliver(ids);
      await send(locationIds);
    },
    subscribe(callback) {
      const unsubscribe = listeners.add(callback);
      ensureSubscribed();
      return unsubscribe;
    },
    async ready() {
      ensureSubscribed();
      await subscribed;
    },
    async close() {
      closed = true;
      listeners.clear();
      await subscribed;
      await Promise.all(
        [publisher, subscriber].map((client) => client?.quit().catch(() => client.disconnect())),
      );
    },
  };
}
