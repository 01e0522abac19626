import type { Meta, StoryObj } from '@storybook/react-vite';
import { OccupancyIndicator } from './occupancy-indicator';

const meta = {
  title: 'Console/OccupancyIndicator',
  component: OccupancyIndicator,
  args: {
    label: 'Main library',
    count: 40,
    optimal: 100,
    orangePercent: 80,
    redPercent: 100,
    levelLabels: { disabled: 'Indicator off', green: 'Quiet', orange: 'Busy', red: 'Full' },
    formatValue: (count: number, optimal: number) => `${count} / ${optimal}`,
  },
} satisfies Meta<typeof OccupancyIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Green: Story = {};
export const Orange: Story = { args: { count: 85 } };
export const Red: Story = { args: { count: 120 } };
export const Disabled: Story = { args: { optimal: 0 } };
