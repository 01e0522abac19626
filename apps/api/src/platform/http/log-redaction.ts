/**
 * The logger's `err` serializer (decision 134): errors are logged with their type, message, stack,
 * code and cause, but never with query parameters (password hashes, e-mail addresses, names) or
 * the database's `detail` line, which repeats the offending values ("Key (email)=(…) exists").
 */

/** Database error fields that name things, not values: safe to log. */
const safeFields = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'validationContext',
] as const;

const maxCauseDepth = 5;

/** Drizzle's DrizzleQueryError carries the statement and its parameters, and prints both. */
function isQueryError(error: Error): error is Error & { query: string; params: unknown[] } {
  return 'query' in error && 'params' in error && typeof error.query === 'string';
}

function redactedMessage(error: Error): string {
  if (!isQueryError(error)) return error.message;
  const count = Array.isArray(error.params) ? error.params.length : 0;
  return `Failed query: ${error.query}\nparams: [${count} redacted]`;
}

function redactedStack(error: Error, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  if (!isQueryError(error)) return error.stack;
  // The stack's first lines repeat the message (parameters included); keep only the frames.
  const frames = error.stack.split('\n').filter((line) => /^\s+at\s/.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

/** A log-safe plain object for an error and its causes; other values pass through. */
export function serializeErrorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const message = redactedMessage(error);
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: redactedStack(error, message),
  };
  const record = error as unknown as Record<string, unknown>;
  for (const field of safeFields) {
    if (record[field] !== undefined) out[field] = record[field];
  }
  if (error.cause !== undefined && depth < maxCauseDepth) {
    out.cause = serializeErrorForLog(error.cause, depth + 1);
  }
  return out;
}

/** The shape the logger's `err` serializer returns. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** {@link serializeErrorForLog} typed as the logger's `err` serializer. */
export function logErrorSerializer(error: Error): SerializedError {
  const serialized = serializeErrorForLog(error);
  if (serialized && typeof serialized === 'object') {
    const record = serialized as Record<string, unknown>;
    return {
      ...record,
      type: String(record.type),
      message: String(record.message),
      stack: String(record.stack ?? ''),
    };
  }
  return { type: typeof error, message: String(error), stack: '' };
}
