import { memoryTokenStore } from '@careshop/api-client';
import type { User } from '@careshop/validation';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../../stores/account-store';
import { useCartStore } from '../../stores/cart-store';
import { api } from '../api';
import { restoreSession } from './restore-session';

const user = {
  id: 7,
  is_valid: true,
  is_sales: false,
  max_order_amount: 50_000,
  license_valid: 'APPROVED',
} as User;
const config = { id: 1, locale: ['fr-FR'], maintenance_mode: false, organisation_id: 1 };

function services(token: string | null) {
  const tokenStore = memoryTokenStore();
  if (token) tokenStore.set(token);
  return { api, tokenStore, queryClient: new QueryClient(), hostname: 'localhost' };
}

afterEach(() => {
  vi.restoreAllMocks();
  useAccountStore.setState({ isLoggedIn: false, isInitialized: false, company: null });
});

describe('SPEC 4 App start: restore the session from the stored token', () => {
  it('without a token logs out cleanly and marks the account initialised', async () => {
    const getMe = vi.spyOn(api, 'getMe');
    await expect(restoreSession(services(null))).resolves.toBe('logged-out');
    expect(getMe).not.toHaveBeenCalled();
    expect(useAccountStore.getState()).toMatchObject({ isLoggedIn: false, isInitialized: true });
  });

  it('with a token loads user, products, categories and config, then logs in with the cap', async () => {
    vi.spyOn(api, 'getMe').mockResolvedValue(user);
    vi.spyOn(api, 'getConfigForHostname').mockResolvedValue(config);
    const products = vi.spyOn(api, 'getProducts').mockResolvedValue([]);
    const categories = vi.spyOn(api, 'getCategories').mockResolvedValue([]);
    await expect(restoreSession(services('abc||secret'))).resolves.toBe('logged-in');
    expect(products).toHaveBeenCalledWith(expect.objectContaining({ organisationId: 1 }));
    expect(categories).toHaveBeenCalled();
    expect(useAccountStore.getState()).toMatchObject({ isLoggedIn: true, userId: 7 });
    expect(useCartStore.getState().cart.max).toBe(50_000);
  });

  it('any failure removes the token and logs out', async () => {
    vi.spyOn(api, 'getMe').mockRejectedValue(new Error('401'));
    vi.spyOn(api, 'getConfigForHostname').mockResolvedValue(config);
    const session = services('abc||secret');
    await expect(restoreSession(session)).resolves.toBe('logged-out');
    expect(session.tokenStore.get()).toBeNull();
    expect(useAccountStore.getState().isLoggedIn).toBe(false);
  });

  it('gives up after the time-out (5000 ms by default) and logs out', async () => {
    vi.spyOn(api, 'getMe').mockReturnValue(new Promise(() => undefined));
    vi.spyOn(api, 'getConfigForHostname').mockResolvedValue(config);
    await expect(restoreSession(services('abc||secret'), 20)).resolves.toBe('logged-out');
  });
});
