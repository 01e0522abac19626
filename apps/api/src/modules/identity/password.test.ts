import { describe, expect, it } from 'vitest';
import { hashPassword, passwordCost, verifyPassword } from './password.js';

// The test databases' demo accounts store a cheaper hash (decision 360): this file keeps the cost
// every account of the API is hashed at under test.
describe('decision 071 password hashing', () => {
  it('hashes at N=2^15, r=8, p=1 by default, and verifies at the cost the hash stores', async () => {
    expect(passwordCost).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    const stored = await hashPassword('Longenough1');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Longenough1', stored)).toBe(true);
    expect(await verifyPassword('Longenough2', stored)).toBe(false);
    const cheap = await hashPassword('Longenough1', { N: 2 ** 10, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Longenough1', cheap)).toBe(true);
    expect(await verifyPassword('Longenough1', 'bcrypt$whatever')).toBe(false);
  });
});
