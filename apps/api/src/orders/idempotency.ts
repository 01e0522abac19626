import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { idempotencyKeys } from '../db/schema.js';
import { ConflictError } from '../http/errors.js';

/** Thrown inside a transaction to answer an earlier result without doing anything again. */
export class IdempotentReplay extends Error {
  override readonly name = 'IdempotentReplay';
  constructor(readonly response: Record<string, unknown>) {
    super('idempotent replay');
  }
}

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
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, statusCode: 0, response: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
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
  throw new IdempotentReplay(previous.response as Record<string, unknown>);
}

export async function storeIdempotentResponse(
  tx: Db,
  userId: number,
  key: string,
  response: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 201, response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
