import { skeleton } from './skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  /** CSS width, e.g. "60%" or 120 (px). */
  width?: string | number;
  /** CSS height; text skeletons default to one line. */
  height?: string | number;
}

/**
 * A grey placeholder while content loads. Hidden from assistive technology: the region that is
 * loading should carry aria-busy instead.
 */
export function Skeleton({ shape, width = '100%', height }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-shape={shape ?? 'text'}
      className={skeleton({ shape })}
      style={{ width, height }}
    />
  );
}
