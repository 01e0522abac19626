import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_TOKEN_CLOCK_TOLERANCE_SECONDS,
  ANONYMOUS_TOKEN_TTL_SECONDS,
  AnonymousTokenError,
  hashBody,
  signAnonymousPayload,
  verifyAnonymousToken,
} from './anonymous-token';

const key = 'test-key-that-ships-in-the-app-0123456789';
const body = { email: 'midwife@example.com', cust_no: '12345', question: 'Hello' };
const now = new Date('2025-03-01T10:00:00Z');

async function failure(promise: Promise<unknown>): Promise<AnonymousTokenError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AnonymousTokenError);
  return error as AnonymousTokenError;
}

describe('SPEC 6 Roles: anonymous register and question calls carry an HS256 self-signed token over the payload', () => {
  it('is an HS256 JWT with the body hash, iat and a short exp', async () => {
    const token = await signAnonymousPayload(body, key, now);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims.body_sha256).toBe(await hashBody(body));
    expect(claims.iat).toBe(now.getTime() / 1000);
    expect(claims.exp).toBe(now.getTime() / 1000 + ANONYMOUS_TOKEN_TTL_SECONDS);
  });

  it('verifies against the same body, whatever the key order', async () => {
    const token = await signAnonymousPayload(body, key, now);
    const reordered = { question: 'Hello', cust_no: '12345', email: 'midwife@example.com' };
    const claims = await verifyAnonymousToken(token, reordered, key, now);
    expect(claims.body_sha256).toBe(await hashBody(body));
  });

  it('fails when the body was changed', async () => {
    const token = await signAnonymousPayload(body, key, now);
    const error = await failure(
      verifyAnonymousToken(token, { ...body, email: 'other@example.com' }, key, now),
    );
    expect(error.reason).toBe('body_mismatch');
  });

  it('fails with another key', async () => {
    const token = await signAnonymousPayload(body, key, now);
    const error = await failure(verifyAnonymousToken(token, body, `${key}-other`, now));
    expect(error.reason).toBe('invalid');
  });

  it('fails once expired', async () => {
    const token = await signAnonymousPayload(body, key, now);
    const later = new Date(
      now.getTime() +
        (ANONYMOUS_TOKEN_TTL_SECONDS + ANONYMOUS_TOKEN_CLOCK_TOLERANCE_SECONDS + 1) * 1000,
    );
    const error = await failure(verifyAnonymousToken(token, body, key, later));
    expect(error.reason).toBe('expired');
  });

  it('fails for a token issued in the future beyond the clock tolerance', async () => {
    const future = new Date(now.getTime() + (ANONYMOUS_TOKEN_CLOCK_TOLERANCE_SECONDS + 5) * 1000);
    const token = await signAnonymousPayload(body, key, future);
    await failure(verifyAnonymousToken(token, body, key, now));
  });

  it('fails for something that is not a token', async () => {
    const error = await failure(verifyAnonymousToken('not.a.jwt', body, key, now));
    expect(error.reason).toBe('invalid');
  });
});
