import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorCode } from '@careshop/validation';

/** The registry code of a status Fastify or Node answers on its own (decision 150). */
export function codeForStatus(status: number, error?: Error): ApiErrorCode {
  const fastifyCode = error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (status === 400 && /JSON/.test(fastifyCode)) return 'invalid_json';
  if (status === 400 && error instanceof SyntaxError) return 'invalid_json';
  const byStatus: Partial<Record<number, ApiErrorCode>> = {
    401: 'unauthenticated',
    404: 'not_found',
    405: 'method_not_allowed',
    408: 'request_timeout',
    413: 'body_too_large',
    414: 'uri_too_long',
    415: 'unsupported_media_type',
    429: 'rate_limited',
    431: 'headers_too_large',
    503: 'service_unavailable',
  };
  return byStatus[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

/**
 * Node's refusals before Fastify sees a request (headers or URL over Node's limit, a broken
 * request line, a slow client): answered in the product's JSON error shape, then closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'HPE_URI_TOO_LONG'
        ? 414
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
  const body = JSON.stringify({
    success: false,
    code: codeForStatus(status),
    message: STATUS_CODES[status] ?? 'Bad Request',
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
