import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'Your cart is empty', description: 'Add products from the shop.', icon: '🛒' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = { args: { action: <Button>Continue shopping</Button> } };
export const NoResults: Story = {
  args: { title: 'No results', description: 'Try another keyword.', icon: '🔍' },
};
