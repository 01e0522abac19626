import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { ResponsiveImage } from './responsive-image';

describe('Issue 15 imagery: an image that reserves its space and loads late', () => {
  it('sets width, height, srcset, sizes, lazy loading and the placeholder colour', async () => {
    const { container } = renderWithTheme(
      <ResponsiveImage
        src="/a-320.webp"
        srcSet="/a-160.webp 160w, /a-320.webp 320w"
        sizes="240px"
        width={400}
        height={400}
        alt="Natural bottle"
        placeholder="#e4eef9"
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('width')).toBe('400');
    expect(img?.getAttribute('height')).toBe('400');
    expect(img?.getAttribute('srcset')).toBe('/a-160.webp 160w, /a-320.webp 320w');
    expect(img?.getAttribute('sizes')).toBe('240px');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.style.backgroundColor).toBe('rgb(228, 238, 249)');
    await expectNoAxeViolations();
  });

  it('loads eagerly with high priority when asked, and drops sizes without a srcset', () => {
    const { container } = renderWithTheme(
      <ResponsiveImage
        src="/a.webp"
        sizes="240px"
        width={4}
        height={3}
        alt=""
        loading="eager"
        fetchPriority="high"
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.hasAttribute('sizes')).toBe(false);
  });
});
