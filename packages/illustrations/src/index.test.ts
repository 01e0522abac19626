import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain build script, typed by its use here
import { artIndexSource, readArt } from '../scripts/art.mjs';
import { categoriesArt, productsArt } from './art-index';
import {
  categoryArtByKey,
  categoryImage,
  emptyStateImage,
  ILLUSTRATION_WIDTHS,
  productArtByPartNo,
  productImage,
} from './index';

const root = join(import.meta.dirname, '..');

describe('issue 15 imagery: the drawings and their index', () => {
  it('src/art-index.ts matches the drawings in art/ (run `node scripts/art.mjs index`)', () => {
    expect(readFileSync(join(root, 'src/art-index.ts'), 'utf8')).toBe(artIndexSource());
  });

  it('every drawing is a square 400 × 400 SVG with no script, link or embedded bitmap', () => {
    const kinds = readArt() as Record<string, { name: string; svg: string }[]>;
    const all = Object.values(kinds).flat();
    expect(all.length).toBeGreaterThan(50);
    for (const { name, svg } of all) {
      expect(svg, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 400"/,
      );
      expect(svg, name).not.toMatch(/<script|<image|<foreignObject|href=|on\w+=/i);
    }
  });

  it('every seeded product (40) and category (7) has its own drawing', () => {
    expect(Object.keys(productArtByPartNo)).toHaveLength(40);
    expect(new Set(Object.values(productArtByPartNo)).size).toBe(40);
    for (const name of Object.values(productArtByPartNo)) expect(productsArt[name]).toBeDefined();
    expect(Object.keys(categoryArtByKey)).toHaveLength(7);
    for (const name of Object.values(categoryArtByKey)) expect(categoriesArt[name]).toBeDefined();
  });
});

describe('issue 15 imagery: the image of a product', () => {
  const base = '/shop/';

  it('a seeded product gets its drawing at every width with its background as placeholder', () => {
    const image = productImage({ part_no: 'BO-001', category: { key: 'bottles' } }, base);
    const [hash, color] = productsArt['bottle-natural-125'];
    expect(image.src).toBe(`/shop/assets/art/bottle-natural-125-${hash}-320.webp`);
    expect(image.srcSet.split(', ')).toEqual(
      ILLUSTRATION_WIDTHS.map((w) => `/shop/assets/art/bottle-natural-125-${hash}-${w}.webp ${w}w`),
    );
    expect(image).toMatchObject({ width: 400, height: 400, placeholder: color });
  });

  it('a product staff created gets its category drawing, or the parcel in an unknown category', () => {
    expect(productImage({ part_no: 'NEW-1', category: { key: 'soothers' } }, base).src).toContain(
      '/soothers-',
    );
    expect(productImage({ part_no: 'NEW-1', category: { key: 'other' } }, base).src).toContain(
      '/product-',
    );
    expect(productImage({ part_no: 'NEW-1', category: null }, base).src).toContain('/product-');
  });

  it('an uploaded photo wins over the drawing, with its own widths and size', () => {
    const image = productImage(
      {
        part_no: 'BO-001',
        category: { key: 'bottles' },
        image: {
          width: 800,
          height: 600,
          sources: [
            { url: '/api/content/product-images/BO-001.webp?w=400&v=1', width: 400 },
            { url: '/api/content/product-images/BO-001.webp?w=800&v=1', width: 800 },
          ],
        },
      },
      base,
    );
    expect(image).toMatchObject({
      src: '/api/content/product-images/BO-001.webp?w=800&v=1',
      srcSet:
        '/api/content/product-images/BO-001.webp?w=400&v=1 400w, /api/content/product-images/BO-001.webp?w=800&v=1 800w',
      width: 800,
      height: 600,
    });
  });

  it('categories and empty states have addresses under the base path', () => {
    expect(categoryImage('PKG', '/').src).toMatch(/^\/assets\/art\/bundles-[0-9a-f]{8}-320\.webp$/);
    expect(categoryImage('unknown', '/').src).toMatch(/^\/assets\/art\/product-/);
    expect(emptyStateImage('empty-cart', '/zoom/')).toMatch(
      /^\/zoom\/assets\/art\/empty-cart-[0-9a-f]{8}\.svg$/,
    );
  });
});
