import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { width: '60%' } };
export const Rect: Story = { args: { shape: 'rect', width: 240, height: 160 } };
export const Circle: Story = { args: { shape: 'circle', width: 48, height: 48 } };
