/** SPEC 7: script chunks load with a 120 s time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A route's code failed to load: missing (a new deploy removed it) or timed out. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: 'missing' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk failed (${reason})`, options);
  }
}

/** Runs a dynamic import with the chunk time-out; any failure becomes a {@link ChunkLoadError}. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(cause instanceof ChunkLoadError ? cause : new ChunkLoadError('missing', { cause }));
      },
    );
  });
}
