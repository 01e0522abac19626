/** SPEC 6 / ARCHITECTURE "Sessions": the separator before the secret suffix of a session token. */
export const SESSION_SECRET_SEPARATOR = '||';

/** A session token split at its last `||`. */
export interface SessionTokenParts {
  /** Everything before the last `||` (the whole token when there is no separator). */
  token: string;
  /** The piece after the last `||`, or null when the token has none. */
  secret: string | null;
}

/**
 * Splits a session token into its public part and its secret (the last piece after `||`).
 * The last separator counts because the public part may itself contain `||`.
 */
export function splitSessionToken(token: string): SessionTokenParts {
  const at = token.lastIndexOf(SESSION_SECRET_SEPARATOR);
  if (at === -1) return { token, secret: null };
  return {
    token: token.slice(0, at),
    secret: token.slice(at + SESSION_SECRET_SEPARATOR.length),
  };
}
