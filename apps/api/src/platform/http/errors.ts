import type { ApiErrorCode } from '@careshop/validation';

/**
 * An error with an HTTP status and a stable machine code from validation's registry (decision
 * 153); the error handler turns it into the JSON error body.
 */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Per-field i18n keys, as a validation failure names them (e.g. a name already taken). */
    readonly errors?: Record<string, { key: string; params?: Record<string, unknown> }>,
  ) {
    super(message);
  }
}

/** 400: a body, query, header or id the server cannot accept. */
export class BadRequestError extends HttpError {
  override readonly name = 'BadRequestError';
  constructor(code: ApiErrorCode, message: string, details?: Record<string, unknown>) {
    super(400, code, message, details);
  }
}

/** 401: no session, an unknown token, or an expired or revoked one. */
export class UnauthorizedError extends HttpError {
  override readonly name = 'UnauthorizedError';
  constructor(message = 'Your session expired', code: ApiErrorCode = 'session_expired') {
    super(401, code, message);
  }
}

/** 403: authenticated but not allowed (wrong role, unapproved licence, foreign office). */
export class ForbiddenError extends HttpError {
  override readonly name = 'ForbiddenError';
  constructor(code: ApiErrorCode, message: string, details?: Record<string, unknown>) {
    super(403, code, message, details);
  }
}

/** 404: the thing does not exist or belongs to someone else (we do not say which). */
export class NotFoundError extends HttpError {
  override readonly name = 'NotFoundError';
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

/** 409: the request conflicts with the state (idempotency key reused, e-mail taken). */
export class ConflictError extends HttpError {
  override readonly name = 'ConflictError';
  constructor(
    code: ApiErrorCode,
    message: string,
    details?: Record<string, unknown>,
    errors?: HttpError['errors'],
  ) {
    super(409, code, message, details, errors);
  }
}

/** 422: well-formed, but a business rule refuses it (limits, stock, terms, maintenance). */
export class RuleViolationError extends HttpError {
  override readonly name = 'RuleViolationError';
  constructor(code: ApiErrorCode, message: string, details?: Record<string, unknown>) {
    super(422, code, message, details);
  }
}
