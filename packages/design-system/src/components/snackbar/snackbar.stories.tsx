import type { Meta, StoryObj } from '@storybook/react-vite';
import { Snackbar } from './snackbar';

const meta = {
  title: 'Feedback/Snackbar',
  component: Snackbar,
  args: { open: true, message: 'Product added to cart', onClose: () => {} },
} satisfies Meta<typeof Snackbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlertWithUndo: Story = {
  args: {
    variant: 'alert',
    severity: 'success',
    message: 'Product removed',
    undo: { label: 'Undo', onUndo: () => {} },
  },
};
export const ErrorAlert: Story = {
  args: {
    variant: 'alert',
    severity: 'error',
    message: 'Your session expired',
    position: 'bottom-center',
  },
};
export const TopLeftSlide: Story = { args: { position: 'top-left', transition: 'slide' } };
export const TopCenterGrow: Story = { args: { position: 'top-center', transition: 'grow' } };
export const AutoHide: Story = { args: { autoHideDuration: 3000 } };
