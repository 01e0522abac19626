import { createHash } from 'node:crypto';
import { canonicalJson } from '@careshop/anonymous-token';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { retryTransaction } from '../../platform/db/database-errors.js';
import { runStatement } from '../../platform/db/statement.js';
import { ConflictError } from '../../platform/http/errors.js';
import type { KeyAnswer } from './order-statements.js';
import { idempotencyKeys } from './schema.js';

/** The calls that take an Idempotency-Key; each has its own key namespace per user. */
export type IdempotentCall = 'order' | 'zoom-order';

/** One attempt of an idempotent call, as {@link idempotencyClaim} reads it. */
export interface IdempotentRequest {
  call: IdempotentCall;
  /** The signed-in user who sent it: keys are scoped per user, never shared across accounts. */
  userId: number;
  /** The office it acts for: part of what the key stands for. */
  officeId: number;
  key: string;
  body: unknown;
  now: Date;
}

/** What {@link runIdempotent} claims: the scoped key and the hash of what it stands for. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  requestHash: string;
  now: Date;
}

// Shop keys were stored without a prefix before Zoom! orders existed; they keep that namespace.
const keyPrefix: Record<IdempotentCall, string> = { order: '', 'zoom-order': 'zoom:' };

/**
 * The one idempotency-key rule of shop and Zoom! Delivered orders (decision 143): a key belongs
 * to the user who sent it, within the call's namespace, and stands for one office and one body.
 * The same key again with the same office and body replays the first answer; with another office
 * or another body it is refused with 409 `idempotency_key_reused`, so one office's order is never
 * answered to a request for another. Another user's key of the same text is another key.
 */
export function idempotencyClaim(request: IdempotentRequest): IdempotencyClaim {
  return {
    userId: request.userId,
    key: `${keyPrefix[request.call]}${request.key}`,
    requestHash: createHash('sha256')
      .update(canonicalJson({ body: request.body, officeId: request.officeId }))
      .digest('hex'),
    now: request.now,
  };
}

/** The answer stored with a key: what the first request answered, sent again verbatim. */
export interface StoredAnswer<Body> {
  statusCode: number;
  body: Body;
}

/** Thrown inside a transaction to answer an earlier result without doing anything again. */
export class IdempotentReplay extends Error {
  override readonly name = 'IdempotentReplay';
  constructor(readonly answer: StoredAnswer<unknown>) {
    super('idempotent replay');
  }
}

/** The key's row, inserted first (its text written once, decision 356); nothing on a conflict. */
const claimText = `insert into idempotency_keys (user_id, key, request_hash, status_code, response, created_at)
  values ($1, $2, $3, 0, '{}'::jsonb, $4) on conflict do nothing returning key`;

/**
 * Claims an idempotency key inside the caller's transaction. The row is inserted first: a
 * concurrent request with the same key waits on it, then sees the committed answer and replays it
 * (same body) or is refused with 409 (another body). The caller stores its answer with
 * {@link storeIdempotentResponse} before committing; a rollback frees the key.
 */
export async function claimIdempotencyKey(
  tx: Db,
  userId: number,
  key: string,
  requestHash: string,
  now: Date,
): Promise<void> {
  const inserted = await runStatement(tx, claimText, [userId, key, requestHash, now.toISOString()]);
  if (inserted.length > 0) return;
  const [previous] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!previous || previous.requestHash !== requestHash) {
    throw new ConflictError(
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request',
    );
  }
  const stored = previous.response;
  throw new IdempotentReplay({
    statusCode: previous.statusCode,
    body: typeof stored === 'string' ? JSON.parse(stored) : stored,
  });
}

/** Stores the answer with the key, in the same transaction as the work it describes. */
export async function storeIdempotentResponse(
  tx: Db,
  userId: number,
  key: string,
  answer: StoredAnswer<unknown>,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    // Kept as JSON text inside the jsonb column: jsonb reorders object keys, and the retry must
    // get the first answer byte for byte.
    .set({ statusCode: answer.statusCode, response: JSON.stringify(answer.body) })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/**
 * Runs `work` once per key: the first call's transaction claims the key and stores the answer
 * `work` returns; a retry (even a concurrent one, which waits on the key row) gets that stored
 * answer back with `replayed: true` and does nothing. A refusal thrown by `work` rolls the claim
 * back too, so a refused request leaves no trace (docs/decisions/076-api-idempotent-answers.md).
 * `work` may hand back a `last` step, run just before the commit; it is handed the answer to
 * store, and stores it within its own statement (one round trip, decisions 350 and 356).
 */
export async function runIdempotent<Body>(
  db: Db,
  claim: IdempotencyClaim,
  work: (
    tx: Db,
  ) => Promise<StoredAnswer<Body> & { last?: (tx: Db, answer: KeyAnswer) => Promise<void> }>,
): Promise<StoredAnswer<Body> & { replayed: boolean }> {
  try {
    // A transaction PostgreSQL aborted as a deadlock or serialization loser runs again whole
    // (docs/decisions/161-api-one-lock-order.md): nothing of it was kept, the key included.
    const answer = await retryTransaction(() =>
      db.transaction(async (tx) => {
        await claimIdempotencyKey(tx, claim.userId, claim.key, claim.requestHash, claim.now);
        const { last, ...result } = await work(tx);
        // A step that must come right before the commit (an order's stock, decision 241): the
        // row locks it takes are held for the commit alone. It may still refuse and roll back.
        // It stores the answer in its own statement; without it the answer is stored alone.
        if (last) {
          await last(tx, {
            userId: claim.userId,
            key: claim.key,
            statusCode: result.statusCode,
            body: JSON.stringify(result.body),
          });
        } else await storeIdempotentResponse(tx, claim.userId, claim.key, result);
        return result;
      }),
    );
    return { ...answer, replayed: false };
  } catch (error) {
    if (error instanceof IdempotentReplay) {
      return { ...(error.answer as StoredAnswer<Body>), replayed: true };
    }
    throw error;
  }
}
