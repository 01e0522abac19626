import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { UnsupportedLanguageError } from './i18n-errors';

describe('SPEC 1 languages: createI18n serves each dictionary through i18next', () => {
  it('answers in German for de', () => {
    const i18n = createI18n({ locale: 'de' });
    expect(i18n.t('errors.session_expired')).toBe('Ihre Sitzung ist abgelaufen');
    expect(i18n.t('errors.coupon.invalid')).toBe('Ungültiger Gutscheincode');
  });

  it('uses only the language of a full locale code', () => {
    const i18n = createI18n({ locale: 'fr-FR' });
    expect(i18n.language).toBe('fr');
    expect(i18n.t('cart.steps.shipping')).toBe('Livraison');
  });

  it('interpolates {{placeholders}}', () => {
    const i18n = createI18n({ locale: 'nl-NL' });
    expect(i18n.t('footer.copyright', { year: 2030 })).toBe('© 2030 Alle rechten voorbehouden.');
    expect(i18n.t('contact.support.phone', { phone: '+31 20 123 4567' })).toBe(
      'Bel ons op +31 20 123 4567',
    );
  });

  it('does not HTML-escape interpolated values (decision 045)', () => {
    const i18n = createI18n({ locale: 'en' });
    expect(i18n.t('cart.ordering_for', { company: 'Smith & Jones' })).toBe(
      'You are ordering for Smith & Jones',
    );
  });

  it('resolves the hyphenated and numeric SPEC keys', () => {
    const i18n = createI18n({ locale: 'es' });
    expect(i18n.t('navigation-bot.new-order-next-year')).toMatch(/^Ha alcanzado/);
    expect(i18n.t('errors.cart.max-orders-exceeded')).toMatch(/^Ha alcanzado/);
    expect(i18n.t('console.user_levels.5')).toBe('Superadministrador');
    expect(i18n.t('console.intervals.-')).toBe('Automático');
  });

  it('falls back to the fallback locale for a language without a dictionary', () => {
    const i18n = createI18n({ locale: 'pt-BR', fallbackLocale: 'it-IT' });
    expect(i18n.language).toBe('it');
    expect(i18n.t('snackbar.undo')).toBe('ANNULLA');
  });

  it('falls back to English by default', () => {
    expect(createI18n({ locale: 'pt' }).t('snackbar.undo')).toBe('UNDO');
  });

  it('refuses a fallback locale without a dictionary', () => {
    expect(() => createI18n({ locale: 'fr', fallbackLocale: 'pt' })).toThrow(
      UnsupportedLanguageError,
    );
  });

  it('gives every call its own instance', async () => {
    const first = createI18n({ locale: 'en' });
    const second = createI18n({ locale: 'en' });
    await first.changeLanguage('it');
    expect(first.t('common.cancel')).toBe('Annulla');
    expect(second.t('common.cancel')).toBe('Cancel');
  });
});
