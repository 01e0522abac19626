import { errors, jwtVerify, SignJWT } from 'jose';

/** How long a self-signed token is accepted after it was issued, in seconds. */
export const ANONYMOUS_TOKEN_TTL_SECONDS = 300;

/**
 * Seconds of clock difference tolerated between the visitor's device, which signs with its own
 * clock, and the server.
 */
export const ANONYMOUS_TOKEN_CLOCK_TOLERANCE_SECONDS = 60;

/** The claim that binds a self-signed token to one request body. */
export const BODY_HASH_CLAIM = 'body_sha256';

/** The HS256 key: a UTF-8 string or raw bytes. It ships in the app, so it is not a secret. */
export type AnonymousTokenKey = string | Uint8Array;

/** The claims of a verified self-signed token. */
export interface AnonymousTokenClaims {
  /** Hex SHA-256 of the canonical JSON of the body the token was signed for. */
  body_sha256: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
}

/** Why a self-signed token was refused. */
export type AnonymousTokenFailure = 'invalid' | 'expired' | 'body_mismatch';

/** Thrown by {@link verifyAnonymousToken}; `reason` says which check failed. */
export class AnonymousTokenError extends Error {
  override readonly name = 'AnonymousTokenError';
  readonly reason: AnonymousTokenFailure;

  constructor(reason: AnonymousTokenFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/**
 * JSON with object keys sorted at every level, so client and server hash the same text whatever
 * order the server's body parser hands the keys back in.
 */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, current: unknown) => {
      if (current === null || typeof current !== 'object' || Array.isArray(current)) {
        return current;
      }
      const record = current as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((key) => [key, record[key]]),
      );
    }) ?? 'null'
  );
}

/** Hex SHA-256 of the canonical JSON of a body (Web Crypto: browsers and Node 20 alike). */
export async function hashBody(body: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(body));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function keyBytes(key: AnonymousTokenKey): Uint8Array {
  return typeof key === 'string' ? new TextEncoder().encode(key) : key;
}

/**
 * SPEC 6: the bearer an anonymous visitor sends with register and question calls — an HS256 JWT
 * whose claims cover the payload (its SHA-256), when it was made and a short expiry
 * (docs/decisions/055-api-client-anonymous-token.md).
 *
 * @param body - the exact payload that will be sent.
 * @param key - the shared HS256 key.
 * @param now - the signing time; defaults to the clock.
 */
export async function signAnonymousPayload(
  body: unknown,
  key: AnonymousTokenKey,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ [BODY_HASH_CLAIM]: await hashBody(body) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ANONYMOUS_TOKEN_TTL_SECONDS)
    .sign(keyBytes(key));
}

/**
 * Checks a self-signed token against the body it arrived with (the API server's side of SPEC 6).
 * Resolves with the claims, rejects with {@link AnonymousTokenError}.
 *
 * @param token - the bearer token, without the `Bearer ` prefix.
 * @param body - the parsed request body.
 * @param key - the shared HS256 key.
 * @param now - the verification time; defaults to the clock.
 */
export async function verifyAnonymousToken(
  token: string,
  body: unknown,
  key: AnonymousTokenKey,
  now: Date = new Date(),
): Promise<AnonymousTokenClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyBytes(key), {
      algorithms: ['HS256'],
      currentDate: now,
      maxTokenAge: ANONYMOUS_TOKEN_TTL_SECONDS,
      clockTolerance: ANONYMOUS_TOKEN_CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['iat', 'exp', BODY_HASH_CLAIM],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new AnonymousTokenError('expired', 'The self-signed token has expired', {
        cause: error,
      });
    }
    throw new AnonymousTokenError('invalid', 'The self-signed token is not valid', {
      cause: error,
    });
  }
  const { iat, exp } = payload;
  const bodyHash = payload[BODY_HASH_CLAIM];
  if (typeof iat !== 'number' || typeof exp !== 'number' || typeof bodyHash !== 'string') {
    throw new AnonymousTokenError('invalid', 'The self-signed token lacks its claims');
  }
  // A token minted far ahead of the clock would otherwise outlive its short expiry.
  if (exp - iat > ANONYMOUS_TOKEN_TTL_SECONDS) {
    throw new AnonymousTokenError('invalid', 'The self-signed token lives too long');
  }
  if (bodyHash !== (await hashBody(body))) {
    throw new AnonymousTokenError(
      'body_mismatch',
      'The self-signed token was made for another body',
    );
  }
  return { body_sha256: bodyHash, iat, exp };
}
