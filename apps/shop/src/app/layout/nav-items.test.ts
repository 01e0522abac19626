import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';

const keys = (input: { isLoggedIn: boolean; isSalesRep: boolean }) =>
  navItems(input).map((item) => `${item.key}:${item.to}`);

describe('SPEC 2 Layout: header nav items per role and login state', () => {
  it('logged out: shop, log in, FAQ to /faq/authentication, no contact', () => {
    expect(keys({ isLoggedIn: false, isSalesRep: false })).toEqual([
      'shop:/c-p',
      'login:/login',
      'faq:/faq/authentication',
    ]);
  });

  it('customer: shop, FAQ, contact', () => {
    expect(keys({ isLoggedIn: true, isSalesRep: false })).toEqual([
      'shop:/c-p',
      'faq:/faq',
      'contact:/contact',
    ]);
  });

  it('sales rep: adds the order-on-behalf link', () => {
    expect(keys({ isLoggedIn: true, isSalesRep: true })).toContain(
      'order-on-behalf:/order-on-behalf',
    );
  });
});
