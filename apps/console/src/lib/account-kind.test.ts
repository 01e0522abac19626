import { afterEach, describe, expect, it } from 'vitest';
import {
  rememberAccountKind,
  rememberConsoleActions,
  storedAccountKind,
  storedConsoleActions,
} from './account-kind';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the remembered account hints', () => {
  it('keeps the console level actions until the next login', () => {
    expect(storedConsoleActions()).toBeNull();
    rememberConsoleActions(['live:read', 'counts:read']);
    expect(storedConsoleActions()).toEqual(['live:read', 'counts:read']);
    rememberAccountKind('staff');
    expect(storedAccountKind()).toBe('staff');
    expect(storedConsoleActions()).toBeNull();
  });

  it('reads a damaged hint as none', () => {
    window.localStorage.setItem('careshop-console-actions', '{not json');
    expect(storedConsoleActions()).toBeNull();
    window.localStorage.setItem('careshop-console-actions', '[1, 2]');
    expect(storedConsoleActions()).toBeNull();
  });
});
