import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../link/link';
import { Banner } from './banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { children: 'Your account is waiting for approval.' },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForApproval: Story = { args: { severity: 'warning' } };
export const NewOrderNextYear: Story = {
  args: { severity: 'info', children: 'A new order can be placed next year.' },
};
export const ErrorBanner: Story = {
  args: { severity: 'error', title: 'Payment failed', children: 'Something went wrong.' },
};
export const SalesRep: Story = {
  args: {
    severity: 'info',
    children: 'Please choose a customer office.',
    action: <Link href="#">Order on behalf</Link>,
  },
};
