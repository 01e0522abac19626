import { describe, expect, it } from 'vitest';
import { postLoginPath } from './post-login-path';

describe('SPEC 2 Auth layout routes: where a logged-in user goes', () => {
  it('goes to the remembered path first', () => {
    expect(postLoginPath({ redirect: '/cart', isSalesRep: true, defaultPath: '/' })).toBe('/cart');
  });

  it('sends sales reps to /order-on-behalf without a remembered path', () => {
    expect(postLoginPath({ redirect: null, isSalesRep: true, defaultPath: '/' })).toBe(
      '/order-on-behalf',
    );
  });

  it('sends everyone else to the configured default path', () => {
    expect(postLoginPath({ redirect: null, isSalesRep: false, defaultPath: '/c-p' })).toBe('/c-p');
  });

  it('ignores a remembered auth path, which would loop', () => {
    expect(postLoginPath({ redirect: '/login', isSalesRep: false, defaultPath: '/' })).toBe('/');
  });
});
