import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  args: { status: 'license-approved', label: 'Approved' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LicenseApproved: Story = {};
export const LicensePending: Story = {
  args: { status: 'license-pending', label: 'Pending verification' },
};
export const LicenseInvalid: Story = { args: { status: 'license-invalid', label: 'Invalid' } };
export const OrderProcessed: Story = { args: { status: 'order-processed', label: 'Processed' } };
export const OrderInProcess: Story = { args: { status: 'order-in-process', label: 'In process' } };
export const PaymentCanceled: Story = { args: { status: 'payment-canceled', label: 'Canceled' } };
