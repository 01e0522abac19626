import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './stepper';

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: {
    label: 'Checkout steps',
    activeIndex: 0,
    steps: [
      { id: 'cart', label: 'Cart' },
      { id: 'address', label: 'Address' },
      { id: 'shipping', label: 'Shipping' },
      { id: 'payment', label: 'Payment' },
    ],
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CartStep: Story = {};
export const ShippingStep: Story = { args: { activeIndex: 2, onStepSelect: () => {} } };
export const PaymentStep: Story = { args: { activeIndex: 3 } };
