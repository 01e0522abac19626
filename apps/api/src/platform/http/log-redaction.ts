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
  // A mail server's refusal names the recipient; the log keeps the domain (decision 315).
  if (!isQueryError(error)) return maskEmails(error.message);
  const count = Array.isArray(error.params) ? error.params.length : 0;
  return `Failed query: ${error.query}\nparams: [${count} redacted]`;
}

function redactedStack(error: Error, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  if (!isQueryError(error)) return maskEmails(error.stack);
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

/**
 * Query parameters whose value is a credential (decision 315): the test checkout's link token,
 * the live stream's ticket (EventSource cannot send a header), and any key, secret or password a
 * client puts in a URL by mistake.
 */
const secretQueryName = /token|ticket|key|secret|passw|auth|sig|code/i;

/** A whole e-mail address; the log keeps its domain only. */
const emailInText = /[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/** Masks every e-mail address in a text as `…@domain`. */
export function maskEmails(text: string): string {
  return text.replace(emailInText, '…@$1');
}

/**
 * A URL as the log may show it: the value of each secret-named query parameter is `[redacted]`
 * and e-mail addresses (decoded or not) keep their domain only. Path and other parameters stay.
 */
export function redactUrlForLog(url: string): string {
  const cut = url.indexOf('?');
  const path = cut < 0 ? url : url.slice(0, cut);
  const query = cut < 0 ? undefined : url.slice(cut + 1);
  const decodedPath = safeDecode(path);
  const maskedPath = maskEmails(decodedPath) === decodedPath ? path : maskEmails(decodedPath);
  if (query === undefined) return maskedPath;
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=');
    if (equals < 0) return maskEmails(safeDecode(part));
    const name = part.slice(0, equals);
    if (secretQueryName.test(safeDecode(name))) return `${name}=[redacted]`;
    const value = part.slice(equals + 1);
    const decoded = safeDecode(value);
    return `${name}=${decoded === maskEmails(decoded) ? value : encodeURIComponent(maskEmails(decoded))}`;
  });
  return `${maskedPath}?${parts.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The request fields the logger writes, as Fastify's own serializer has them. */
interface LoggedRequest {
  method: string;
  url: string;
  version?: string | undefined;
  host?: string | undefined;
  remoteAddress?: string | undefined;
  remotePort?: number | undefined;
}

/** The logger's `req` serializer: Fastify's fields, with the URL passed through {@link redactUrlForLog}. */
export function logRequestSerializer(request: {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  host?: string;
  socket?: { remoteAddress?: string; remotePort?: number } | null;
  raw?: { httpVersion?: string };
  ip?: string;
}): LoggedRequest {
  return {
    method: request.method,
    url: redactUrlForLog(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
