import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validation as en } from '../../i18n/src/locales/en/validation.js';
import * as fixtures from '../test/fixtures.js';
import * as validation from './index.js';
import { isValidationMessageKey } from './message-keys.js';

// `z.core.$ZodType`, not `z.ZodType`: the schemas built with zod/mini (decision 242) count too.
const schemas: { name: string; schema: z.core.$ZodType }[] = Object.entries(validation).flatMap(
  ([name, value]: [string, unknown]) =>
    value instanceof z.core.$ZodType ? [{ name, schema: value }] : [],
);

const examples: Record<string, unknown> = {
  registerRequestSchema: fixtures.validRegisterRequest,
  registerFormSchema: fixtures.validRegisterForm,
  loginRequestSchema: fixtures.validLoginRequest,
  forgotRequestSchema: fixtures.validForgotRequest,
  resetRequestSchema: fixtures.validResetRequest,
  changePasswordRequestSchema: fixtures.validChangePasswordRequest,
  questionRequestSchema: fixtures.validQuestionRequest,
  zoomOrderRequestSchema: fixtures.validZoomOrderRequest,
  orderCreateRequestSchema: { ...fixtures.validOrderCreateRequest, po_number: 'PO-1', note: 'Hi' },
  officeAddressBodySchema: fixtures.validOfficeAddressBody,
  orderReferenceSchema: { po_number: 'PO-1', note: 'Hi' },
  locationFormSchema: fixtures.validLocationForm,
  reportSubscriptionFormSchema: fixtures.validReportSubscriptionForm,
  organisationSchema: fixtures.validOrganisation,
  userSchema: fixtures.validUser,
  productSchema: fixtures.validProduct,
  categorySchema: fixtures.validCategory,
  shopConfigSchema: fixtures.validShopConfig,
  orderSchema: fixtures.validOrder,
  cartCheckResponseSchema: fixtures.validCartCheckResponse,
  paymentRequestSchema: fixtures.validPaymentRequest,
  paymentStartResponseSchema: fixtures.validPaymentStartResponse,
  webinarRegistrationRequestSchema: fixtures.validWebinarRegistrationRequest,
};

/** A valid example with one field replaced by anything, removed, or an extra field added. */
function mutated(example: Record<string, unknown>) {
  const keys = Object.keys(example);
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...keys), fc.anything())
      .map(([key, value]) => ({ ...example, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...example };
      delete copy[key];
      return copy;
    }),
    fc.tuple(fc.string(), fc.anything()).map(([key, value]) => ({ ...example, [key]: value })),
  );
}

function messagesOf(schema: z.core.$ZodType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('Architecture: no English zod message reaches a user; every emitted key is in the dictionary', () => {
  it('finds the exported schemas', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it('every example fixture is valid for its schema', () => {
    for (const [name, example] of Object.entries(examples)) {
      const schema = schemas.find((entry) => entry.name === name)?.schema;
      expect({ name, ok: schema && z.safeParse(schema, example).success }).toEqual({
        name,
        ok: true,
      });
    }
  });

  it.each(schemas)('$name emits only message keys for arbitrary input', ({ name, schema }) => {
    const example = examples[name];
    const inputs =
      typeof example === 'object' && example !== null
        ? fc.oneof(fc.anything(), mutated(example as Record<string, unknown>))
        : fc.anything();
    const dictionary: Record<string, string> = en;
    fc.assert(
      fc.property(inputs, (input) => {
        for (const message of messagesOf(schema, input)) {
          expect(isValidationMessageKey(message), `${name}: ${message}`).toBe(true);
          expect(dictionary[message.slice('validation.'.length)], message).toBeTypeOf('string');
        }
      }),
      { numRuns: 200 },
    );
  });
});
