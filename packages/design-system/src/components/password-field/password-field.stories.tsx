import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PasswordField } from './password-field';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    value: '',
    onChange: () => {},
    showLabel: 'Show',
    hideLabel: 'Hide',
    strengthLabels: {
      poor: 'Poor',
      weak: 'Weak',
      normal: 'Normal',
      good: 'Good',
      strong: 'Strong',
    },
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <PasswordField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Weak: Story = { args: { value: 'abcdefgh' } };
export const Strong: Story = { args: { value: 'Abcdefg1!' } };
export const WithError: Story = { args: { value: 'abc', error: 'Password is too short' } };
export const WithoutMeter: Story = { args: { strengthLabels: undefined, value: 'secret' } };
