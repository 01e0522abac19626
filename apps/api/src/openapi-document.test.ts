import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing/harness.js';

// The OpenAPI document as it stood before the API was rebuilt into modules (issue 28). Moving
// code must not change what the API promises; an intended change is made by rewriting the copy
// with `UPDATE_OPENAPI=1 pnpm --filter @careshop/api exec vitest run src/openapi-document.test.ts`
// and naming the change in the commit.
const committedCopy = fileURLToPath(new URL('../contract/openapi.json', import.meta.url));

describe('issue 28: the OpenAPI document', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { seed: false });
  });
  afterAll(async () => {
    await api.close();
  });

  it('is byte-identical to the committed copy', () => {
    const document = `${JSON.stringify(api.app.swagger(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(committedCopy, document);
    expect(document).toBe(readFileSync(committedCopy, 'utf8'));
  });
});
