import { colorTokensFor, contrastRatio, presetColors } from '@careshop/design-system';
import { describe, expect, it } from 'vitest';
import { heatScale, heatStep, mixColors } from './heat-scale';

describe('heat scale', () => {
  it('mixes two colours channel by channel', () => {
    expect(mixColors('#000000', '#ffffff', 0)).toBe('#ffffff');
    expect(mixColors('#000000', '#ffffff', 1)).toBe('#000000');
    expect(mixColors('#ff0000', '#0000ff', 0.5)).toBe('#800080');
  });

  it.each(
    presetColors.flatMap((preset) =>
      (['light', 'dark'] as const).map((mode) => [preset, mode] as const),
    ),
  )('every step of the %s %s theme has text at 4.5:1 or more', (preset, mode) => {
    const steps = heatScale(colorTokensFor(preset, mode));
    expect(steps).toHaveLength(6);
    for (const step of steps) {
      expect(contrastRatio(step.color, step.background), step.background).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    // The steps grow darker (light theme) or lighter (dark theme) without repeating.
    expect(new Set(steps.map((step) => step.background)).size).toBe(6);
  });

  it('puts nothing on step 0 and the busiest cell on the last step', () => {
    expect(heatStep(0, 10, 6)).toBe(0);
    expect(heatStep(5, 0, 6)).toBe(0);
    expect(heatStep(0.01, 10, 6)).toBe(1);
    expect(heatStep(10, 10, 6)).toBe(5);
    expect(heatStep(5, 10, 6)).toBe(3);
  });
});
