import { ResponsiveImage } from '@careshop/design-system';
import type { ImageSource } from '@careshop/illustrations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One picture of the gallery and what it shows. */
export interface GalleryImage {
  key: string;
  image: ImageSource;
  /** The alt text: what the picture shows (the product, or an item of the bundle). */
  alt: string;
}

/**
 * The product page's pictures (decision 248): the main one large, and when there are several (a
 * bundle and its contents) a row of thumbnails that choose it, each a button saying which it shows.
 */
export function ProductGallery({ name, images }: { name: string; images: GalleryImage[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const main = images[Math.min(chosen, images.length - 1)];
  if (!main) return null;
  return (
    <section aria-label={t('product.gallery.label', { name })} className="shop-gallery">
      <ResponsiveImage
        {...main.image}
        alt={main.alt}
        sizes="(max-width: 900px) 90vw, 480px"
        loading="eager"
        fetchPriority="high"
        className="shop-gallery-main"
      />
      {images.length > 1 ? (
        <ul className="shop-gallery-thumbs">
          {images.map((entry, index) => (
            <li key={entry.key}>
              <button
                type="button"
                className="shop-gallery-thumb"
                aria-pressed={index === chosen}
                aria-label={t('product.gallery.show', { number: index + 1, name: entry.alt })}
                onClick={() => setChosen(index)}
              >
                <ResponsiveImage {...entry.image} alt="" sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
