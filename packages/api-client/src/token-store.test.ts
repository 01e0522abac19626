import { describe, expect, it } from 'vitest';
import {
  browserTokenStore,
  localStorageTokenStore,
  memoryTokenStore,
  type StorageLike,
} from './token-store';

function fakeStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

describe('SPEC 3 Session: the token lives in local storage under the key token', () => {
  it('stores, reads and clears the token under `token` by default', () => {
    const storage = fakeStorage();
    const store = localStorageTokenStore(storage);
    expect(store.get()).toBeNull();
    store.set('abc||secret');
    expect(storage.items.get('token')).toBe('abc||secret');
    expect(store.get()).toBe('abc||secret');
    store.clear();
    expect(storage.items.has('token')).toBe(false);
    expect(store.get()).toBeNull();
  });

  it('uses another key when given one', () => {
    const storage = fakeStorage();
    localStorageTokenStore(storage, 'console-token').set('t');
    expect([...storage.items.keys()]).toEqual(['console-token']);
  });

  it('treats an empty stored value as no token', () => {
    const storage = fakeStorage();
    storage.setItem('token', '');
    expect(localStorageTokenStore(storage).get()).toBeNull();
  });
});

describe('SPEC 4 Login and logout: the memory token store sets and clears the token', () => {
  it('starts with the initial token and forgets it on clear', () => {
    const store = memoryTokenStore('first');
    expect(store.get()).toBe('first');
    store.set('second');
    expect(store.get()).toBe('second');
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('decision 159: one browser token store for the shop and Zoom! Delivered', () => {
  it('reads the token from local or session storage under the key token', () => {
    const local = fakeStorage();
    const session = fakeStorage();
    const store = browserTokenStore(local, session);
    expect(store.get()).toBeNull();
    session.setItem('token', 'abc||secret');
    expect(store.get()).toBe('abc||secret');
    local.setItem('token', 'def||secret');
    expect(store.get()).toBe('def||secret');
    local.setItem('token', '');
    expect(store.get()).toBe('abc||secret');
  });

  it('remembers a login in local storage by default, in session storage without remember me', () => {
    const local = fakeStorage();
    const session = fakeStorage();
    const store = browserTokenStore(local, session);
    session.setItem('token', 'old');
    store.set('new||s');
    expect(local.items.get('token')).toBe('new||s');
    expect(session.items.has('token')).toBe(false);
    store.setRemember(false);
    store.set('tab||s');
    expect(session.items.get('token')).toBe('tab||s');
    expect(local.items.has('token')).toBe(false);
    store.clear();
    expect(store.get()).toBeNull();
  });
});
