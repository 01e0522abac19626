import { createInProcessLiveHub, type LiveHub } from './live-hub.js';
import { createPostgresLiveHub } from './postgres-live-hub.js';
import { createRedisLiveHub } from './redis-live-hub.js';

/** What decides the hub of a process. */
export interface LiveHubChoice {
  /** `REDIS_URL`: Redis pub/sub, shared by every process using that Redis. */
  redisUrl: string | undefined;
  /** The PostgreSQL database the process stores its data in, if it runs on one (NOTIFY). */
  databaseUrl: string | undefined;
  onError: (error: Error) => void;
}

/**
 * The live hub of a process (decision 199): Redis when `REDIS_URL` is set, else LISTEN/NOTIFY on
 * PostgreSQL, else the in-process hub (PGlite serves one process).
 */
export function chooseLiveHub(choice: LiveHubChoice): LiveHub {
  if (choice.redisUrl)
    return createRedisLiveHub({ redisUrl: choice.redisUrl, onError: choice.onError });
  if (choice.databaseUrl) {
    // The process's own database: its ingest statement announces itself (decision 357).
    return createPostgresLiveHub({
      connectionString: choice.databaseUrl,
      onError: choice.onError,
      writesHere: true,
    });
  }
  return createInProcessLiveHub();
}
