import { hasShopFirstScreen, hasShopLanguage, type SupportedLanguage } from '@careshop/i18n/shop';
import { describe, expect, it, vi } from 'vitest';

const pages = { LoginPage: () => null, CartPage: () => null };

describe('decision 345: a page outside the first screen comes with the later pages’ texts', () => {
  it('a first-screen page loads its code alone, a later page its code and the later texts', async () => {
    // A translator no other test file has loaded texts into (the worker shares its modules).
    vi.resetModules();
    const { i18n } = await import('../../lib/i18n');
    const { lazyFirstScreenPage, lazyPage } = await import('./lazy-page');
    const language = () => i18n.language as SupportedLanguage;
    const FirstScreenPage = lazyFirstScreenPage(() => Promise.resolve(pages), 'LoginPage');
    await FirstScreenPage.preload?.();
    expect(hasShopFirstScreen(i18n, language())).toBe(false);
    expect(hasShopLanguage(i18n, language())).toBe(false);

    const LaterPage = lazyPage(() => Promise.resolve(pages), 'CartPage');
    await LaterPage.preload?.();
    expect(i18n.exists('checkout.place_order')).toBe(true);
    expect(i18n.exists('login.title')).toBe(false);
  });
});
