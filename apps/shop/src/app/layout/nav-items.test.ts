import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';

const keys = (input: Parameters<typeof navItems>[0]) =>
  navItems(input).map((item) => `${item.key}:${item.to}`);

describe('SPEC 2 Layout: header nav items per role and login state', () => {
  it('logged out: shop, log in, FAQ to /faq/authentication, no contact', () => {
    expect(keys({ isLoggedIn: false, isSalesRep: false })).toEqual([
      'shop:/c-p',
      'login:/login',
      'faq:/faq/authentication',
    ]);
  });

  it('customer: shop, quick order, FAQ, Zoom! Delivered, contact', () => {
    expect(keys({ isLoggedIn: true, isSalesRep: false })).toEqual([
      'shop:/c-p',
      'quick-order:/quick-order',
      'faq:/faq',
      'zoom:/zoom/',
      'contact:/contact',
    ]);
  });

  it('Zoom! Delivered is a plain link to the other app, at the configured address', () => {
    const zoom = navItems({ isLoggedIn: true, isSalesRep: false, zoomUrl: '/delivered/' }).find(
      (item) => item.key === 'zoom',
    );
    expect(zoom).toEqual({
      key: 'zoom',
      to: '/delivered/',
      labelKey: 'navigation.header.zoom',
      external: true,
    });
  });

  it('sales rep: Zoom! Delivered only once an office is chosen', () => {
    expect(keys({ isLoggedIn: true, isSalesRep: true })).not.toContain('zoom:/zoom/');
    expect(keys({ isLoggedIn: true, isSalesRep: true, hasOffice: true })).toContain('zoom:/zoom/');
  });

  it('sales rep: quick order only once an office is chosen (decision 244)', () => {
    expect(keys({ isLoggedIn: true, isSalesRep: true })).not.toContain('quick-order:/quick-order');
    expect(keys({ isLoggedIn: true, isSalesRep: true, hasOffice: true })).toContain(
      'quick-order:/quick-order',
    );
  });

  it('sales rep: adds the order-on-behalf link', () => {
    expect(keys({ isLoggedIn: true, isSalesRep: true })).toContain(
      'order-on-behalf:/order-on-behalf',
    );
  });

  it('issue 29: a viewer or a removed member gets no quick order nor Zoom! Delivered', () => {
    expect(keys({ isLoggedIn: true, isSalesRep: false, mayOrder: false })).toEqual([
      'shop:/c-p',
      'faq:/faq',
      'contact:/contact',
    ]);
  });
});
