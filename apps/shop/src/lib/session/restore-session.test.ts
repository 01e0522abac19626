import { ApiError, memoryTokenStore } from '@careshop/api-client';
import type { Product, Route, User } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../../stores/account-store';
import { useCartStore } from '../../stores/cart-store';
import { api } from '../api';
import { productsQueryOptions } from '../queries/get-products';
import { restoreSession } from './restore-session';

const user = {
  id: 7,
  is_valid: true,
  is_sales: false,
  max_order_amount: 50_000,
  license_valid: 'APPROVED',
} as User;
const config = {
  id: 1,
  locale: ['fr-FR'],
  maintenance_mode: false,
  organisation_id: 1,
  promos: [],
  home_titles: {},
};

function services(token: string | null) {
  const tokenStore = memoryTokenStore();
  if (token) tokenStore.set(token);
  return { api, tokenStore, queryClient: new QueryClient(), hostname: 'localhost' };
}

type Answers = Partial<
  Record<'me' | 'configForHostname' | 'products' | 'categories', () => unknown>
>;

/** Answers the client's calls by route; the spy records which routes were called. */
function stubCalls(answers: Answers) {
  const names = new Map<Route, keyof Answers>([
    [shopRoutes.me, 'me'],
    [shopRoutes.configForHostname, 'configForHostname'],
    [shopRoutes.products, 'products'],
    [shopRoutes.categories, 'categories'],
  ]);
  return vi.spyOn(api, 'call').mockImplementation(((route: Route) => {
    const name = names.get(route);
    const answer = name ? answers[name] : undefined;
    if (!answer) throw new Error(`unexpected call of ${route.path}`);
    return Promise.resolve().then(answer);
  }) as typeof api.call);
}

/** How often the stubbed client was asked for `route`. */
function callsOf(spy: ReturnType<typeof stubCalls>, route: Route): number {
  return spy.mock.calls.filter(([called]) => called === route).length;
}

afterEach(() => {
  vi.restoreAllMocks();
  useAccountStore.setState({
    isLoggedIn: false,
    isInitialized: false,
    company: null,
    sessionExpired: false,
    restoreProblem: null,
  });
});

describe('SPEC 4 App start: restore the session from the stored token', () => {
  it('without a token logs out cleanly and marks the account initialised', async () => {
    const call = stubCalls({});
    await expect(restoreSession(services(null))).resolves.toBe('logged-out');
    expect(call).not.toHaveBeenCalled();
    expect(useAccountStore.getState()).toMatchObject({ isLoggedIn: false, isInitialized: true });
  });

  it('with a token loads user, products, categories and config, then logs in with the cap', async () => {
    const call = stubCalls({
      me: () => user,
      configForHostname: () => config,
      products: () => [],
      categories: () => [],
    });
    await expect(restoreSession(services('abc||secret'))).resolves.toBe('logged-in');
    expect(callsOf(call, shopRoutes.products)).toBeGreaterThan(0);
    expect(callsOf(call, shopRoutes.categories)).toBeGreaterThan(0);
    expect(useAccountStore.getState()).toMatchObject({ isLoggedIn: true, userId: 7 });
    expect(useCartStore.getState().cart.max).toBe(50_000);
  });

  it('decision 255: the catalogue calls start before the user answers; pages get the organisation’s part', async () => {
    let answerMe: (me: User) => void = () => undefined;
    const me = new Promise<User>((resolve) => {
      answerMe = resolve;
    });
    const call = stubCalls({
      me: () => me,
      configForHostname: () => config,
      products: () =>
        [
          { ctn: 'OURS', organisation: { id: 1 } },
          { ctn: 'THEIRS', organisation: { id: 2 } },
        ] as Product[],
      categories: () => [],
    });
    const session = services('abc||secret');
    const restored = restoreSession(session);
    await vi.waitFor(() => expect(callsOf(call, shopRoutes.products)).toBe(1));
    answerMe(user);
    await expect(restored).resolves.toBe('logged-in');
    const shown = await session.queryClient.fetchQuery(productsQueryOptions(1));
    expect(shown.map((product) => product.ctn)).toEqual(['OURS']);
    // The organisation's list came from the whole list in the cache, not from a second call.
    expect(callsOf(call, shopRoutes.products)).toBe(1);
  });

  it('a 401 on the user removes the token and logs out as expired', async () => {
    stubCalls({
      me: () => Promise.reject(new ApiError('unauthorized', 'no', { status: 401 })),
      configForHostname: () => config,
    });
    const session = services('abc||secret');
    await expect(restoreSession(session)).resolves.toBe('logged-out');
    expect(session.tokenStore.get()).toBeNull();
    expect(useAccountStore.getState()).toMatchObject({ isLoggedIn: false, sessionExpired: true });
  });

  it('decision 234: a failure that is not a 401 keeps the token and shows the error', async () => {
    stubCalls({
      me: () => Promise.reject(new ApiError('server_error', 'down', { status: 503 })),
      configForHostname: () => config,
    });
    const session = services('abc||secret');
    await expect(restoreSession(session)).resolves.toBe('unavailable');
    expect(session.tokenStore.get()).toBe('abc||secret');
    expect(useAccountStore.getState()).toMatchObject({
      isInitialized: false,
      restoreProblem: 'failed',
    });
  });

  it('decision 234: past the time-out it says the shop is slow, then logs in when the user comes', async () => {
    let answer: (value: User) => void = () => undefined;
    stubCalls({
      me: () => new Promise<User>((resolve) => (answer = resolve)),
      configForHostname: () => config,
      products: () => [],
      categories: () => [],
    });
    const session = services('abc||secret');
    const outcome = restoreSession(session, 20);
    await vi.waitFor(() => expect(useAccountStore.getState().restoreProblem).toBe('slow'));
    expect(session.tokenStore.get()).toBe('abc||secret');
    answer(user);
    await expect(outcome).resolves.toBe('logged-in');
    expect(useAccountStore.getState()).toMatchObject({ isLoggedIn: true, restoreProblem: null });
  });

  it('decision 234: a failing catalogue call does not end the session', async () => {
    stubCalls({
      me: () => user,
      configForHostname: () => config,
      products: () => Promise.reject(new ApiError('timeout', 'slow')),
      categories: () => Promise.reject(new ApiError('network', 'gone')),
    });
    const session = services('abc||secret');
    await expect(restoreSession(session)).resolves.toBe('logged-in');
    expect(session.tokenStore.get()).toBe('abc||secret');
  });
});
