import { describe, expect, it } from 'vitest';
import { documentTitleOf } from './use-document-title';

describe('issue 15: each page has its own title', () => {
  it('puts the page heading before the site name, spaces collapsed', () => {
    expect(documentTitleOf('  Mon   panier ')).toBe('Mon panier · Careshop');
  });

  it('falls back to the site name without a heading', () => {
    expect(documentTitleOf(undefined)).toBe('Careshop');
    expect(documentTitleOf('   ')).toBe('Careshop');
  });
});
