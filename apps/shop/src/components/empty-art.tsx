import type { EmptyStateArtName } from '@careshop/illustrations';
import { emptyArtOf } from '../lib/images';

/** An empty state's drawing, decorative: the empty state's title says what it means. */
export function EmptyArt({ name }: { name: EmptyStateArtName }) {
  return <img src={emptyArtOf(name)} alt="" width={160} height={160} className="shop-empty-art" />;
}
