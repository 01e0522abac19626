import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiResultSchema } from './api-result.js';
import { idParamsSchema } from './call-parts.js';
import { emailSchema } from './email.js';
import { arrayOf, decimalInteger, idParam, integer, trimmedString } from './keyed-schemas.js';
import { miniApiResultSchema, miniEmailSchema, miniIdParamsSchema } from './mini-call-parts.js';
import { miniArrayOf, miniDecimalInteger, miniIdParam, miniTrimmedString } from './mini-fields.js';
import { miniInteger } from './mini-schemas.js';

// Decision 370: the console's routes carry zod/mini twins of a few classic helpers and schemas the
// shop keeps (mini-fields.ts, mini-call-parts.ts). A twin must accept, refuse, answer and document exactly what its classic schema does.

/** What a parse gives a caller: the value, or each issue's code, path and message key. */
function outcome(schema: z.core.$ZodType, input: unknown) {
  const result = z.safeParse(schema, input);
  return result.success
    ? { ok: true, data: result.data }
    : {
        ok: false,
        issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })),
      };
}

function documents(schema: z.core.$ZodType) {
  return ['input', 'output'].map((io) =>
    z.toJSONSchema(schema, { io: io as 'input' | 'output', unrepresentable: 'any' }),
  );
}

const texts = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^[ 0-9]{0,3}[0-9]{0,17}[ .e+-]?[0-9]{0,2}$/),
  fc.constantFrom(
    '0',
    '00',
    '1',
    '01',
    '2147483647',
    '2147483648',
    '9007199254740993',
    '1e3',
    '0x1',
  ),
  fc.emailAddress(),
  fc.emailAddress().map((email) => ` ${email.toUpperCase()}\t`),
  fc.constantFrom('a@b', 'a..b@c.de', '.a@b.de', 'a@b.de\u0000', '\ud800@b.de', ''),
);
const anything = fc.oneof(texts, fc.anything());

const pairs: Array<[string, z.core.$ZodType, z.core.$ZodType, fc.Arbitrary<unknown>]> = [
  ['decimalInteger(0, 500)', decimalInteger(0, 500), miniDecimalInteger(0, 500), anything],
  ['idParam', idParam(), miniIdParam(), anything],
  [
    'idParamsSchema',
    idParamsSchema,
    miniIdParamsSchema,
    fc.oneof(
      texts.map((id) => ({ id })),
      fc.dictionary(fc.constantFrom('id', 'x'), anything),
      anything,
    ),
  ],
  ['trimmedString', trimmedString(), miniTrimmedString(), anything],
  [
    'arrayOf',
    arrayOf(integer(0, 9), { min: 1, max: 3, minKey: 'validation.required' }),
    miniArrayOf(miniInteger(0, 9), { min: 1, max: 3, minKey: 'validation.required' }),
    fc.oneof(fc.array(fc.integer({ min: -2, max: 12 }), { maxLength: 5 }), anything),
  ],
  ['emailSchema', emailSchema, miniEmailSchema, anything],
  [
    'apiResultSchema',
    apiResultSchema,
    miniApiResultSchema,
    fc.oneof(
      fc.record(
        { success: fc.oneof(fc.boolean(), anything), message: anything, data: anything },
        { requiredKeys: [] },
      ),
      anything,
    ),
  ],
];

describe('decision 370: the zod/mini twins of mini-fields.ts and mini-call-parts.ts', () => {
  it.each(pairs)(
    '%s accepts, refuses and answers as the classic one',
    (_name, classic, mini, input) => {
      fc.assert(
        fc.property(input, (value) => {
          expect(outcome(mini, value)).toEqual(outcome(classic, value));
        }),
        { numRuns: 400 },
      );
    },
  );

  it.each(pairs)('%s is documented as the classic one', (_name, classic, mini) => {
    expect(documents(mini)).toEqual(documents(classic));
  });

  it('refuses what the classic schemas refuse, with their keys', () => {
    expect(outcome(miniIdParamsSchema, { id: '01' })).toMatchObject({
      ok: false,
      issues: [{ path: ['id'], message: 'validation.integer_required' }],
    });
    expect(outcome(miniEmailSchema, ' a@b ')).toMatchObject({
      ok: false,
      issues: [{ message: 'validation.email_invalid' }],
    });
    expect(outcome(miniEmailSchema, '  Ann@Example.org ')).toEqual({
      ok: true,
      data: 'Ann@Example.org',
    });
  });
});
