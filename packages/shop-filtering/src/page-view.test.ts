import { describe, expect, it } from 'vitest';
import { pageViewName, pageViewOf, pageViewToString } from './page-view';

describe('SPEC 2 Layout: page-view key, root is HOME', () => {
  it('maps / (and an empty path) to HOME', () => {
    expect(pageViewOf('/')).toEqual({ kind: 'home', key: 'HOME' });
    expect(pageViewOf('')).toEqual({ kind: 'home', key: 'HOME' });
    expect(pageViewName('/?lang=fr')).toBe('HOME');
  });
});

describe('SPEC 2 Layout: page-view key, c-p with 4 segments is a category view', () => {
  it('keys /c-p/{category}/{id} by the category segment (the third of "", c-p, category, id)', () => {
    expect(pageViewOf('/c-p/diapers/12')).toEqual({ kind: 'category', key: 'diapers' });
    expect(pageViewName('/c-p/diapers/12/')).toBe('category:diapers');
  });
});

describe('SPEC 2 Layout: page-view key, c-p otherwise is a product view', () => {
  it('keys /c-p/{ctn} by the ctn', () => {
    expect(pageViewOf('/c-p/SCF395')).toEqual({ kind: 'product', key: 'SCF395' });
    expect(pageViewName('/c-p/SCF395#top')).toBe('product:SCF395');
  });

  it('keys /c-p/{category}/{id}/{ctn} by the ctn, the product segment', () => {
    expect(pageViewOf('/c-p/diapers/12/SCF395')).toEqual({ kind: 'product', key: 'SCF395' });
  });

  it('treats the bare listing /c-p as an ordinary page, it names no product', () => {
    expect(pageViewOf('/c-p')).toEqual({ kind: 'page', key: 'c-p' });
  });
});

describe('SPEC 2 Layout: page-view key, any other path is its segments joined', () => {
  it('joins the segments with /', () => {
    expect(pageViewOf('/faq/authentication')).toEqual({ kind: 'page', key: 'faq/authentication' });
    expect(pageViewName('/profile//my-orders/?page=2')).toBe('profile/my-orders');
    expect(pageViewName('/cart')).toBe('cart');
  });

  it('does not treat a c-p segment elsewhere in the path as the shop', () => {
    expect(pageViewOf('/diapers/c-p/12')).toEqual({ kind: 'page', key: 'diapers/c-p/12' });
  });

  it('renders each kind as a string', () => {
    expect(pageViewToString({ kind: 'home', key: 'HOME' })).toBe('HOME');
    expect(pageViewToString({ kind: 'category', key: 'x' })).toBe('category:x');
    expect(pageViewToString({ kind: 'product', key: 'y' })).toBe('product:y');
    expect(pageViewToString({ kind: 'page', key: 'a/b' })).toBe('a/b');
  });
});
