import { describe, expect, it } from 'vitest';
import { localizeUrl } from './outbound-link';

describe('SPEC 2 layout: outbound links use a locale placeholder (decision 044)', () => {
  it('replaces {locale} with the configured locale code', () => {
    expect(localizeUrl('https://example.com/{locale}/professionals', 'fr-FR')).toBe(
      'https://example.com/fr-FR/professionals',
    );
  });

  it('replaces {language} with the two-letter language', () => {
    expect(localizeUrl('https://example.com/?lang={language}', 'nl-BE')).toBe(
      'https://example.com/?lang=nl',
    );
  });

  it('replaces every occurrence, also when the braces are percent-encoded', () => {
    expect(localizeUrl('https://example.com/%7Blocale%7D/about?l={locale}', 'es-ES')).toBe(
      'https://example.com/es-ES/about?l=es-ES',
    );
  });

  it('leaves a URL without placeholder unchanged', () => {
    expect(localizeUrl('https://example.com/about', 'it-IT')).toBe('https://example.com/about');
  });
});
