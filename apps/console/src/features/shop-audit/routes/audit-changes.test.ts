import { describe, expect, it } from 'vitest';
import { changesOf } from './audit-page';

describe('audit log: before → after of each changed field', () => {
  it('lists every field of either side', () => {
    expect(
      changesOf({
        before: { max_per_year: 4, stock: 40 },
        after: { max_per_year: 1, leaflet: true },
      }),
    ).toEqual([
      { field: 'max_per_year', before: '4', after: '1' },
      { field: 'stock', before: '40', after: '—' },
      { field: 'leaflet', before: '—', after: 'true' },
    ]);
  });

  it('reads a creation (no before)', () => {
    expect(changesOf({ before: null, after: { code: 'SPRING' } })).toEqual([
      { field: 'code', before: '—', after: 'SPRING' },
    ]);
  });
});
