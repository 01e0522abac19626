import { describe, expect, it } from 'vitest';
import { shopHomeTitlesSchema } from './backoffice.js';
import { shopConfigSchema, shopHomeTitle } from './shop-config.js';

describe('the shop home title (issue 27, decision 276)', () => {
  it('is the shop’s title in the language, else the brand’s name, never the internal name', () => {
    const config = shopConfigSchema.parse({
      id: 1,
      locale: ['nl-NL', 'fr-FR'],
      title: 'sample shop EU',
      home_titles: { nl: 'Moederzorg Professioneel', fr: '  ' },
    });
    expect(shopHomeTitle(config, 'nl', 'Careshop')).toBe('Moederzorg Professioneel');
    expect(shopHomeTitle(config, 'nl-BE', 'Careshop')).toBe('Moederzorg Professioneel');
    expect(shopHomeTitle(config, 'fr', 'Careshop')).toBe('Careshop');
    expect(shopHomeTitle(config, 'de', 'Careshop')).toBe('Careshop');
    // An older server sends no titles at all.
    const older = shopConfigSchema.parse({ id: 1, locale: 'en-GB', title: 'internal' });
    expect(shopHomeTitle(older, 'en', 'Careshop')).toBe('Careshop');
  });

  it('takes one trimmed title of at most 80 characters per supported language', () => {
    expect(shopHomeTitlesSchema.parse({ en: '  Careshop Pro ', de: '' })).toEqual({
      en: 'Careshop Pro',
      de: '',
    });
    const keyOf = (body: unknown) =>
      shopHomeTitlesSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(keyOf({ xx: 'Other' })).toEqual(['']);
    expect(keyOf({ fr: 'x'.repeat(81) })).toEqual(['fr']);
    expect(keyOf({ it: 'a\u0000b' })).toEqual(['it']);
  });
});
