import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/fixtures';
import { createSharedTokenStore } from './session-token-store';

describe('SPEC 3 Session: the token shared with the shop', () => {
  it('reads the shop token from local or session storage under the key token', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = createSharedTokenStore(local, session);
    expect(store.get()).toBeNull();
    session.setItem('token', 'abc||secret');
    expect(store.get()).toBe('abc||secret');
    local.setItem('token', 'def||secret');
    expect(store.get()).toBe('def||secret');
  });

  it('stores a login in local storage and clears both on logout', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = createSharedTokenStore(local, session);
    session.setItem('token', 'old');
    store.set('new||s');
    expect(local.getItem('token')).toBe('new||s');
    expect(session.getItem('token')).toBeNull();
    store.clear();
    expect(store.get()).toBeNull();
  });
});
