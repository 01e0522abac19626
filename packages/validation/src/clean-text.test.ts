import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from '../test/helpers.js';
import * as validation from './index.js';
import { decimalInteger, idParam, isCleanLine, isCleanText } from './keyed-schemas.js';
import { DEFAULT_ROWS_PER_PAGE, pageRequestSchema } from './page.js';

type Json = { type?: string | string[]; properties?: Record<string, Json>; items?: Json } & {
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
};

/** Dotted paths of every string field of a JSON schema (`[]` marks an array item). */
function stringPaths(schema: Json, path: string[] = []): string[][] {
  const found: string[][] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) found.push(path);
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    found.push(...stringPaths(child, [...path, key]));
  if (schema.items) found.push(...stringPaths(schema.items, [...path, '0']));
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...stringPaths(option, path));
  return found;
}

/** Puts `value` at `path` in an object built on the way (arrays for numeric segments). */
function at(path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const child = at(rest, value);
  return head === '0' ? [child] : { [head]: child };
}

// Every request schema the package exports: a new one is checked without touching this test.
// `z.core.$ZodType`, not `z.ZodType`: the schemas built with zod/mini (decisions 242, 370) count too.
const requestSchemas = Object.entries(validation as Record<string, unknown>).filter(
  (entry): entry is [string, z.core.$ZodType] =>
    /(Request|Form)Schema$/.test(entry[0]) && entry[1] instanceof z.core.$ZodType,
);

const badCharacters = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).filter((code) => code !== 9 && code !== 10 && code !== 13),
  fc.integer({ min: 0x7f, max: 0x9f }),
  fc.integer({ min: 0xd800, max: 0xdfff }),
);

describe('decision 150: every string is checked once, at the schema', () => {
  it('finds request schemas to check', () => {
    expect(requestSchemas.length).toBeGreaterThan(15);
  });

  it.each(requestSchemas)(
    '%s refuses control characters and lone surrogates in every text field',
    (_name, schema) => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
      const paths = stringPaths(json).filter((path) => path.length > 0);
      for (const path of paths) {
        fc.assert(
          fc.property(badCharacters, fc.string({ maxLength: 5 }), (code, text) => {
            const input = at(path, `ab${text}${String.fromCharCode(code)}cd`);
            const errors = fieldErrorsOf(schema, input);
            // The field itself is refused; an enum or pattern may refuse it with its own key.
            expect(Object.keys(errors), path.join('.')).toContain(path.join('.'));
          }),
          { numRuns: 15 },
        );
      }
    },
  );

  it('gives the invalid_characters key for NUL, other controls and a lone surrogate', () => {
    const schema = validation.loginRequestSchema;
    for (const bad of ['a\u0000b', 'a\u0001', '\u007f', 'x\u0085', '\ud800', 'a\udfffb'])
      expect(fieldErrorsOf(schema, { email: 'a@b.co', password: bad }).password?.key).toBe(
        'validation.invalid_characters',
      );
  });

  it('keeps tabs, whole surrogate pairs and accents; line breaks only in multi-line texts', () => {
    expect(isCleanLine('Crème\tbrûlée 👶')).toBe(true);
    expect(isCleanLine('two\nlines')).toBe(false);
    expect(isCleanText('two\r\nlines')).toBe(true);
    expect(isCleanText('nul\u0000')).toBe(false);
    const question = validation.questionRequestSchema.safeParse({
      name: 'A',
      company: 'B',
      email: 'q@b.co',
      phone: '+33 1 23 45 67 89',
      question_type: 'order',
      contact_preference: 'email',
      message: 'Hello,\nthank you 👶',
    });
    expect(question.success).toBe(true);
  });
});

describe('decision 151: ids and page numbers are plain decimal digits', () => {
  it('accepts 1, 42 and 2147483647', () => {
    for (const [text, value] of [
      ['1', 1],
      ['42', 42],
      ['2147483647', 2_147_483_647],
    ] as const)
      expect(idParam().parse(text)).toBe(value);
  });

  it('refuses hex, exponents, signs, spaces, fractions, leading zeros and overflow', () => {
    for (const text of [
      '0x2',
      '2e0',
      ' 2',
      '2 ',
      '+2',
      '-2',
      '02',
      '2.0',
      '',
      '0',
      '2147483648',
      '１',
    ])
      expect(idParam().safeParse(text).success, JSON.stringify(text)).toBe(false);
  });

  it('never accepts text that is not the decimal writing of its own value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const result = decimalInteger(0, Number.MAX_SAFE_INTEGER).safeParse(text);
        if (result.success) expect(String(result.data)).toBe(text);
      }),
    );
  });
});

describe('decision 152: list calls page by default', () => {
  it('answers page 1 with the default rows per page when both are left out', () => {
    expect(pageRequestSchema.parse({})).toEqual({ page: 1, rows_per_page: DEFAULT_ROWS_PER_PAGE });
    expect(pageRequestSchema.parse({ page: '3' })).toEqual({
      page: 3,
      rows_per_page: DEFAULT_ROWS_PER_PAGE,
    });
  });
});
