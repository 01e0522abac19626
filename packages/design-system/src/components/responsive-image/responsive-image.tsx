import { image } from './responsive-image.css';

/** Props of {@link ResponsiveImage}. */
export interface ResponsiveImageProps {
  src: string;
  /** `srcset` with width descriptors, e.g. "a-320.webp 320w, a-640.webp 640w". */
  srcSet?: string;
  /** How wide the image is drawn, e.g. "(min-width: 600px) 240px, 100vw". */
  sizes?: string;
  /** Intrinsic size: with `height` it reserves the image's space before it loads (no shift). */
  width: number;
  height: number;
  /** Empty for an image the text beside it already says (a product card's name). */
  alt: string;
  /** A CSS colour painted until the image is (the drawing's background, say). */
  placeholder?: string;
  /** `eager` for an image in the first screen, `lazy` (default) for the rest. */
  loading?: 'lazy' | 'eager';
  /** `high` for the page's main image. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** How the image fits its box: `contain` (default) keeps all of it, `cover` fills it. */
  fit?: 'contain' | 'cover';
  className?: string;
}

/**
 * An image that never moves the page: width and height set, drawn at the width of its container
 * with its aspect ratio, a placeholder colour until it loads, lazy unless asked otherwise.
 */
export function ResponsiveImage({
  src,
  srcSet,
  sizes,
  width,
  height,
  alt,
  placeholder,
  loading = 'lazy',
  fetchPriority,
  fit = 'contain',
  className,
}: ResponsiveImageProps) {
  const classes = image({ fit });
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      className={className ? `${classes} ${className}` : classes}
      style={placeholder ? { backgroundColor: placeholder } : undefined}
    />
  );
}
