import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Dialog } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Remove product?',
    description: 'The product will be removed from your cart.',
    trigger: <Button>Open dialog</Button>,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="danger">Remove</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Small: Story = { args: { defaultOpen: true, size: 'sm', description: undefined } };
