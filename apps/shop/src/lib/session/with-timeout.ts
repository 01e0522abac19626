/** The restore did not finish within its time-out (SPEC 4: 5000 ms). */
export class RestoreTimeoutError extends Error {
  override readonly name = 'RestoreTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Session restore took longer than ${timeoutMs} ms`);
  }
}

/** Rejects with {@link RestoreTimeoutError} when `work` takes longer than `timeoutMs`. */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RestoreTimeoutError(timeoutMs)), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
