import { hashPassword } from '../modules/identity/index.js';
import { demoPassword } from '../seed.js';

// A test logs the demo accounts in hundreds of times a run, and each login runs scrypt at the
// cost stored with the hash: 2^15 costs about 100 ms of CPU, 2^10 about 3 ms. The test databases'
// demo accounts therefore store a cheaper hash (decision 360). Every account the API itself creates
// (registration, reset, change of password, console users) still hashes at full cost, and
// password.test.ts checks that cost; logins of those accounts verify at full cost.
const testCost = { N: 2 ** 10, r: 8, p: 1 };

let demoHash: Promise<string> | undefined;

/** The demo password hashed at the test cost, once per process. */
export function testDemoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(demoPassword, testCost);
  return demoHash;
}
