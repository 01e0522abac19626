import { ConflictError, HttpError } from '../http/errors.js';

/**
 * The SQLSTATE of a database error, possibly wrapped by Drizzle (`cause`): node-postgres and PGlite
 * both put it in `code`.
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object') {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a database error names, if any (node-postgres and PGlite: `constraint`). */
function constraintName(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 40001 serialization failure, 40P01 deadlock detected: the transaction may simply run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const state = sqlState(error);
  return state === '40001' || state === '40P01';
}

/** 23514: a CHECK constraint refused a write (e.g. `products_stock_non_negative`). */
export function isCheckViolation(error: unknown): boolean {
  return sqlState(error) === '23514';
}

/** Options of {@link retryTransaction}. */
export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** Base of the exponential backoff, in ms; each wait is a random share of it (full jitter). */
  baseDelayMs?: number;
  /** Sees each retried failure (logging). */
  onRetry?: (error: unknown, attempt: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (one whole transaction) again when PostgreSQL aborted it as the loser of a deadlock
 * or a serialization failure, after a short random wait, a few times. Every writer takes its locks
 * in one order (docs/decisions/161-api-one-lock-order.md), so a deadlock is not expected; this is
 * the safety net that keeps a rare one from becoming a 500. Other errors pass through untouched.
 */
export async function retryTransaction<T>(
  work: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  const base = options.baseDelayMs ?? 20;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      options.onRetry?.(error, attempt);
      await sleep(Math.random() * base * 2 ** (attempt - 1));
    }
  }
}

/**
 * The HTTP answer for a database error the code did not expect, or undefined when it is a real
 * fault (500): a CHECK violation is a conflict with the stored state (409), a transaction that
 * still lost after its retries is a busy server (503, retry later). Never a 500 for either.
 */
export function databaseHttpError(error: unknown): HttpError | undefined {
  if (isCheckViolation(error)) {
    return constraintName(error) === 'products_stock_non_negative'
      ? new ConflictError('insufficient_stock', 'Not enough stock for a product in the cart')
      : new ConflictError('conflict', 'The request conflicts with the current data');
  }
  if (isRetryableTransactionError(error)) {
    return new HttpError(503, 'busy', 'The server is busy; please try again');
  }
  return undefined;
}
