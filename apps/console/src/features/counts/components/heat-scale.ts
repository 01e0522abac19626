import { type ColorTokens, contrastRatio } from '@careshop/design-system';

/** One step of the heatmap's scale: a cell's background and the text colour that reads on it. */
export interface HeatStep {
  background: string;
  color: string;
}

/**
 * How much of the primary colour each step mixes into the surface. The scale skips the middle
 * tones, where neither the text colour nor the text on primary reaches 4.5:1.
 */
const PRIMARY_SHARES = [0, 0.12, 0.24, 0.36, 0.88, 1] as const;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `share` of `a` over `b`, both `#rrggbb`, as `#rrggbb`. */
export function mixColors(a: string, b: string, share: number): string {
  const [x, y] = [channels(a), channels(b)];
  return `#${x
    .map((channel, index) => Math.round(channel * share + (y[index] as number) * (1 - share)))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The heatmap's colour steps from the theme's tokens (design system): from the surface to the
 * primary colour, each with whichever of the text colour and the text on primary reads better.
 */
export function heatScale(
  tokens: Pick<ColorTokens, 'surface' | 'primary' | 'text' | 'onPrimary'>,
): HeatStep[] {
  return PRIMARY_SHARES.map((share) => {
    const background = mixColors(tokens.primary, tokens.surface, share);
    const color =
      contrastRatio(tokens.text, background) >= contrastRatio(tokens.onPrimary, background)
        ? tokens.text
        : tokens.onPrimary;
    return { background, color };
  });
}

/** The step of a value against the busiest cell: 0 for nothing, else 1 … steps − 1. */
export function heatStep(value: number, max: number, steps: number): number {
  if (!(value > 0) || !(max > 0)) return 0;
  return Math.min(steps - 1, 1 + Math.floor((value / max) * (steps - 1) - 1e-9));
}
