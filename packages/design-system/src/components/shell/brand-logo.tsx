import { brandMark, brandProduct, brandWordmark } from './shell.css';

/** Which product the logo names: the shop, or Zoom! Delivered under the same brand. */
export type BrandProduct = 'careshop' | 'zoom';

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  product?: BrandProduct;
}

/**
 * The Careshop logo (decision 251): a petrol-blue rounded square holding a coral heart in a
 * cradle's arc, and the wordmark in the brand font; Zoom! Delivered adds its name under it. The
 * mark is decoration: the wordmark is the text a screen reader reads.
 */
export function BrandLogo({ product = 'careshop' }: BrandLogoProps) {
  return (
    <>
      <svg className={brandMark} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="#17657a" />
        <path
          d="M8 18.5a10 10 0 0 0 20 0"
          fill="none"
          stroke="#ffffff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M18 17.2c-1.9-2.4-5.6-1.3-5.6 1.4 0 2.4 3 4.1 5.6 5.9 2.6-1.8 5.6-3.5 5.6-5.9 0-2.7-3.7-3.8-5.6-1.4z"
          transform="translate(0 -6)"
          fill="#ff8a6b"
        />
      </svg>
      <span className={brandWordmark}>
        <span>Careshop</span>
        {/* A space, so the link's accessible name reads "Careshop Zoom! Delivered". */}
        {product === 'zoom' ? (
          <>
            {' '}
            <span className={brandProduct}>Zoom! Delivered</span>
          </>
        ) : null}
      </span>
    </>
  );
}
