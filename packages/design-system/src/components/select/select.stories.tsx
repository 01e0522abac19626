import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Question type',
    placeholder: 'Choose a question type',
    options: [
      { value: 'checkout', label: 'Checkout' },
      { value: 'order', label: 'Order' },
      { value: 'account', label: 'Account' },
      { value: 'other', label: 'Other' },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {};
export const Filled: Story = { args: { variant: 'filled' } };
export const WithError: Story = { args: { error: 'Please choose a question type' } };
