import { describe, expect, it } from 'vitest';
import { productCodeLookup } from './product-code';

const catalogue = [
  { part_no: 'BF-001', ctn: 'SCFBF001', SKU: 'SKU-BF-001' },
  { part_no: 'BF-002', ctn: 'SCFBF002', SKU: null },
  // A ctn that is another product's part number: the part number wins.
  { part_no: 'BO-001', ctn: 'BF-001', SKU: 'SCFBF002' },
];

describe('decision 244: a product found by the code a professional types', () => {
  const find = productCodeLookup(catalogue);

  it('finds it by ctn, SKU or part number, ignoring case and spaces', () => {
    expect(find('SCFBF001')?.part_no).toBe('BF-001');
    expect(find(' scfbf001 ')?.part_no).toBe('BF-001');
    expect(find('sku-bf-001')?.part_no).toBe('BF-001');
    expect(find('bf-002')?.part_no).toBe('BF-002');
  });

  it('prefers a part number, then a ctn, then a SKU with the same text', () => {
    expect(find('BF-001')?.part_no).toBe('BF-001');
    expect(find('SCFBF002')?.part_no).toBe('BF-002');
  });

  it('finds nothing for an unknown or empty code', () => {
    expect(find('SCFXX999')).toBeUndefined();
    expect(find('')).toBeUndefined();
    expect(find('   ')).toBeUndefined();
  });
});
