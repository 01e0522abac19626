import { describe, expect, it } from 'vitest';
import type { TranslationKey } from './dictionary';
import { flattenDictionary } from './flatten-dictionary';
import { resources } from './resources';
import { type SupportedLanguage, supportedLanguages } from './supported-languages';

function flat(language: SupportedLanguage): Record<string, string> {
  return flattenDictionary(resources[language].translation);
}

const english = flat('en');
const translations = supportedLanguages.filter((language) => language !== 'en');

/** Texts that are legitimately the same in every language (codes, brand and product names). */
const sameInEveryLanguage = new Set([
  'common.app_name',
  'not_found.code',
  'zoom.title',
  'console.formats.csv',
  'console.formats.pdf',
  'console.formats.xlsx',
  'shop.filters.option',
]);

describe('SPEC 1 languages: every language is written in that language', () => {
  it.each(translations)('%s differs from English in at least 90% of its texts', (language) => {
    const translated = flat(language);
    const keys = Object.keys(english).filter((key) => !sameInEveryLanguage.has(key));
    const copies = keys.filter((key) => translated[key] === english[key]);
    expect(copies.length / keys.length).toBeLessThan(0.1);
  });
});

describe('SPEC 4 banners: the SPEC key paths exist in every language', () => {
  const specKeys = [
    'profile.wait_for_approval',
    'navigation-bot.new-order-next-year',
    'errors.register.success_message',
    'errors.register.error_message',
    'errors.contact.success_message',
    'errors.contact.error_message',
    'errors.cart.max_order_price_reached',
    'errors.cart.max_product_amount_reached',
    'errors.cart.max-orders-exceeded',
  ];

  it.each(supportedLanguages)('%s has every SPEC key', (language) => {
    const translated = flat(language);
    expect(specKeys.filter((key) => translated[key] === undefined)).toEqual([]);
  });
});

describe('SPEC 8 error catalogue: English texts named by SPEC', () => {
  it.each([
    ['errors.wrong_services', 'Wrong Services'],
    ['errors.session_expired', 'Your session expired'],
    ['errors.coupon.invalid', 'Invalid coupon code'],
    ['errors.coupon.success', 'Coupon added'],
    ['errors.order_on_behalf.set_office_failed', 'Could not set this office for order on behalf.'],
  ])('%s reads "%s"', (key, text) => {
    expect(english[key]).toBe(text);
  });
});

describe('SPEC 3 profile fields: every option has a label', () => {
  const count = (prefix: string) => Object.keys(english).filter((key) => key.startsWith(prefix));

  it('has the 13 roles', () => {
    expect(count('professional.roles.')).toHaveLength(13);
  });

  it('has the 7 employment types', () => {
    expect(count('professional.emp_types.')).toHaveLength(7);
  });

  it('has the 7 sources plus the Dutch BOOK and EDUCATION', () => {
    expect(count('professional.sources.').map((key) => key.split('.').at(-1))).toEqual([
      'PRINTED_AD',
      'EMAIL_NEWSLETTER',
      'PRINTED_FLYER',
      'PERSON_CONGRESS',
      'PERSON_LUNCH_LEARN',
      'COLLEGA',
      'CALENDER',
      'BOOK',
      'EDUCATION',
    ]);
  });

  it('has user levels 0 to 5', () => {
    expect(count('console.user_levels.').map((key) => key.split('.').at(-1))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('has every report type code of SPEC 3', () => {
    expect(count('console.report_types.')).toHaveLength(16);
  });
});

describe('SPEC 9 newsletter: at most 8 mailings in en/es, 6 in nl/de (and fr/it, decision 043)', () => {
  it.each([
    ['en', '8'],
    ['es', '8'],
    ['nl', '6'],
    ['de', '6'],
    ['fr', '6'],
    ['it', '6'],
  ] as const)('%s promises at most %s a year', (language, times) => {
    const text = flat(language)['professional.newsletter.text'] ?? '';
    expect(text.match(/\d+/g)).toEqual([times]);
  });
});

describe('SPEC 9 delivery: one set of delivery times in every language (decision 042)', () => {
  it.each(supportedLanguages)('%s says regular 2-3 and standard 3-7 days', (language) => {
    const translated = flat(language);
    expect(translated['checkout.shipping.regular.description']?.match(/\d+/g)).toEqual(['2', '3']);
    expect(translated['checkout.shipping.standard.description']?.match(/\d+/g)).toEqual(['3', '7']);
  });

  it.each(supportedLanguages)(
    '%s says overnight is next day by 2 pm ET, else 1-2 days',
    (language) => {
      const text = flat(language)['checkout.shipping.overnight.description'] ?? '';
      expect(text).toMatch(/\b(2 pm|14)\b/);
      expect(text).toContain('ET');
      expect(text).toMatch(/1\D{1,3}2/);
    },
  );
});

describe('SPEC 4 banners: TranslationKey types nested, hyphenated and numeric key paths', () => {
  it('accepts the SPEC paths and each of them exists', () => {
    const keys: TranslationKey[] = [
      'profile.wait_for_approval',
      'navigation-bot.new-order-next-year',
      'errors.cart.max-orders-exceeded',
      'console.user_levels.0',
      'console.intervals.-',
    ];
    expect(keys.filter((key) => english[key] === undefined)).toEqual([]);
  });

  it('rejects a path that is not in the dictionary', () => {
    // @ts-expect-error: typecheck fails here if TranslationKey ever widens to string
    const unknown: TranslationKey = 'profile.no_such_key';
    expect(english[unknown]).toBeUndefined();
  });
});
