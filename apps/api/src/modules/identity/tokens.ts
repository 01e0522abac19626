import { createHash, randomBytes } from 'node:crypto';

/**
 * A new opaque session token, `<id>||<secret>` as SPEC 6 describes the stored token (the last
 * piece after the double bar is the secret). Only its SHA-256 is stored, so a database leak does
 * not leak sessions.
 */
export function newSessionToken(): string {
  return `${randomBytes(9).toString('base64url')}||${randomBytes(32).toString('base64url')}`;
}

/** A new single-use secret for a password-reset link. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token: what the database stores and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the bearer token of an Authorization header; undefined when absent or malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S{1,2048})$/i.exec(header.trim());
  return match?.[1];
}
