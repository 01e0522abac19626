export type {
  AnonymousTokenClaims,
  AnonymousTokenFailure,
  AnonymousTokenKey,
} from './anonymous-token';
export {
  ANONYMOUS_TOKEN_CLOCK_TOLERANCE_SECONDS,
  ANONYMOUS_TOKEN_TTL_SECONDS,
  AnonymousTokenError,
  BODY_HASH_CLAIM,
  canonicalJson,
  hashBody,
  signAnonymousPayload,
  verifyAnonymousToken,
} from './anonymous-token';
