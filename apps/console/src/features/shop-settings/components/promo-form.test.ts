import {
  type BackofficeShopPromo,
  shopPromoCreateSchema,
  toFieldErrors,
} from '@careshop/validation';
import { describe, expect, it } from 'vitest';
import { promoBody, promoFormValues } from './promo-form';

// The promo form sends what the server's own schema takes (decision 229), and refuses what it
// refuses with the same field names.

const stored: BackofficeShopPromo = {
  id: 7,
  shop_config_id: 1,
  hostname: 'localhost',
  organisation_id: 1,
  translations: { en: { title: 'Winter week', text: 'Two packs.' }, de: { title: 'Winterwoche' } },
  link: { kind: 'category', id: 3, name: 'Breastfeeding' },
  valid_from: '2026-12-01',
  valid_until: '2026-12-24',
  active: false,
  showing: false,
  updated_at: '2026-11-25T10:00:00.000Z',
};

describe('the promo form', () => {
  it('sends back a stored promo unchanged, leaving out the languages it has no text in', () => {
    const body = shopPromoCreateSchema.parse(promoBody(promoFormValues(stored)));
    expect(body).toEqual({
      translations: {
        en: { title: 'Winter week', text: 'Two packs.' },
        de: { title: 'Winterwoche' },
      },
      link: { kind: 'category', id: 3 },
      valid_from: '2026-12-01',
      valid_until: '2026-12-24',
      active: false,
    });
  });

  it('starts a new promo active, linking nowhere, in no window', () => {
    const values = { ...promoFormValues(null), 'translations.fr.title': '  Semaine d’hiver ' };
    expect(shopPromoCreateSchema.parse(promoBody(values))).toEqual({
      translations: { fr: { title: 'Semaine d’hiver' } },
      link: null,
      valid_from: null,
      valid_until: null,
      active: true,
    });
  });

  it('names the missing title of a language that has a text, and an empty form', () => {
    const withText = { ...promoFormValues(null), 'translations.nl.text': 'Alleen tekst' };
    const refused = shopPromoCreateSchema.safeParse(promoBody(withText));
    expect(refused.success).toBe(false);
    expect(Object.keys(toFieldErrors(refused.error ?? { issues: [] }))).toContain(
      'translations.nl.title',
    );
    const empty = shopPromoCreateSchema.safeParse(promoBody(promoFormValues(null)));
    expect(toFieldErrors(empty.error ?? { issues: [] })).toHaveProperty('translations');
  });

  it('refuses a link without its target', () => {
    const values = {
      ...promoFormValues(stored),
      link_kind: 'product',
      link_id: '',
    };
    const refused = shopPromoCreateSchema.safeParse(promoBody(values));
    const fields = Object.keys(toFieldErrors(refused.error ?? { issues: [] }));
    expect(fields).toContain('link.id');
  });

  it('names the window that ends before it starts', () => {
    const values = {
      ...promoFormValues(stored),
      valid_from: '2027-01-02',
      valid_until: '2027-01-01',
    };
    const refused = shopPromoCreateSchema.safeParse(promoBody(values));
    expect(toFieldErrors(refused.error ?? { issues: [] })).toHaveProperty('valid_until');
  });
});
