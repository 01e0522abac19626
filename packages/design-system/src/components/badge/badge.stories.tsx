import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../icon-button/icon-button';
import { Badge } from './badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: {
    count: 3,
    label: '3 items in cart',
    children: <IconButton label="Cart" icon="🛒" variant="secondary" />,
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Overflow: Story = { args: { count: 120, label: '120 items in cart' } };
export const Zero: Story = { args: { count: 0, label: 'Cart is empty' } };
