import { describe, expect, it } from 'vitest';
import { productCodeOf } from './product-code';

const products = [
  { part_no: 'BF-002', ctn: 'SCFBF002' },
  { part_no: 'BO-002', ctn: 'SCFBO002' },
];

describe('issue 15: Zoom! names products by the shop’s product code', () => {
  it('shows the ctn of a product named by its part number or by its ctn', () => {
    expect(productCodeOf('BF-002', products)).toBe('SCFBF002');
    expect(productCodeOf('SCFBO002', products)).toBe('SCFBO002');
  });

  it('shows an id the catalogue does not know, or before it has loaded, as it is', () => {
    expect(productCodeOf('XX-999', products)).toBe('XX-999');
    expect(productCodeOf('BF-002', undefined)).toBe('BF-002');
  });
});
