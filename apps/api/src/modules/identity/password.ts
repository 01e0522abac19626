import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters, stored with each hash. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// scrypt from node:crypto (see docs/decisions/071-api-password-hashing.md): N=2^15, r=8, p=1 is
// OWASP's minimum; the stored string carries its parameters so they can be raised later.
export const passwordCost: Readonly<ScryptCost> = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). Only the test databases' demo
 * accounts pass a lower `cost` (decision 360); every account the API creates takes the default.
 */
export async function hashPassword(
  password: string,
  cost: Readonly<ScryptCost> = passwordCost,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
