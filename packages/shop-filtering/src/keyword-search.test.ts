import { describe, expect, it } from 'vitest';
import { partNos, product } from '../test/fixtures';
import { matchesKeyword, normaliseKeyword, searchProducts } from './keyword-search';

const pump = product('P-100', {
  part_skey: 'PK-77',
  SKU: 'SKU-ABC',
  SKUName: 'Electric Breast Pump',
  SKUDescription: 'Double pumping with Comfort cushions',
  ctn: 'SCF395/11',
});

describe('SPEC 4 Shop rules: keyword search is case-insensitive', () => {
  it('matches regardless of case on both sides', () => {
    expect(matchesKeyword(pump, 'breast PUMP')).toBe(true);
    expect(matchesKeyword(pump, 'ELECTRIC')).toBe(true);
    expect(matchesKeyword(pump, 'bottle')).toBe(false);
  });

  it('ignores surrounding whitespace, and an empty keyword matches everything', () => {
    expect(normaliseKeyword('  Pump ')).toBe('pump');
    expect(matchesKeyword(pump, '  pump  ')).toBe(true);
    expect(matchesKeyword(pump, '   ')).toBe(true);
  });
});

describe('SPEC 4 Shop rules: keyword searches name, description, ctn, SKU, part number, part key', () => {
  it.each([
    ['name (SKUName)', 'breast'],
    ['description (SKUDescription)', 'comfort cush'],
    ['ctn', 'scf395'],
    ['SKU', 'sku-abc'],
    ['part number (part_no)', 'p-100'],
    ['part key (part_skey)', 'pk-77'],
  ])('finds a product by its %s', (_field, keyword) => {
    expect(matchesKeyword(pump, keyword)).toBe(true);
  });

  it('does not search other fields, such as filter titles or the category', () => {
    const tagged = product('1', {
      filters: ['Silicone'],
      category: { id: 1, key: 'x', link: 'y' },
    });
    expect(matchesKeyword(tagged, 'silicone')).toBe(false);
  });

  it('never matches across two fields', () => {
    expect(matchesKeyword(pump, 'pump\u0000double')).toBe(false);
    expect(matchesKeyword(pump, 'pumpdouble')).toBe(false);
  });

  it('filters a list, keeping its order', () => {
    const list = [
      product('1', { SKUName: 'Bottle' }),
      pump,
      product('3', { SKUDescription: 'fits every PUMP' }),
    ];
    expect(partNos(searchProducts(list, 'pump'))).toEqual(['P-100', '3']);
    expect(searchProducts(list, '')).toBe(list);
  });

  it('searches numeric field values as text', () => {
    const numeric = { part_no: '9', stock: 1, ctn: 123456 as unknown as string };
    expect(matchesKeyword(numeric, '345')).toBe(true);
  });
});
