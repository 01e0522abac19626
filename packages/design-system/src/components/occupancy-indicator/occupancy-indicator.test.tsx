import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { OccupancyIndicator } from './occupancy-indicator';

const levelLabels = { disabled: 'Off', green: 'Quiet', orange: 'Busy', red: 'Full' };

describe('ARCHITECTURE Occupancy: live count shown against optimal_balance, 0 disables', () => {
  it('exposes the level and count as a named meter', async () => {
    renderWithTheme(
      <OccupancyIndicator
        label="Main library"
        count={85}
        optimal={100}
        orangePercent={80}
        redPercent={100}
        levelLabels={levelLabels}
        formatValue={(count, optimal) => `${count} / ${optimal}`}
      />,
    );
    const meter = screen.getByRole('meter', { name: 'Main library' });
    expect(meter.getAttribute('aria-valuetext')).toBe('Busy, 85 / 100');
    expect(meter.getAttribute('aria-valuenow')).toBe('85');
    await expectNoAxeViolations();
  });

  it('shows the disabled state without a meter at optimal 0', async () => {
    const { container } = renderWithTheme(
      <OccupancyIndicator
        label="Annex"
        count={12}
        optimal={0}
        orangePercent={80}
        redPercent={100}
        levelLabels={levelLabels}
      />,
    );
    expect(screen.queryByRole('meter')).toBeNull();
    expect(container.querySelector('[data-level="disabled"]')?.textContent).toBe('Annex: Off');
    await expectNoAxeViolations();
  });
});
