import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopProgressBar } from './top-progress-bar';

const meta = {
  title: 'Feedback/TopProgressBar',
  component: TopProgressBar,
  args: { active: true, label: 'Loading your account' },
} satisfies Meta<typeof TopProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Indeterminate: Story = {};
export const Determinate: Story = { args: { value: 60 } };
