import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: {
    value: 1,
    onChange: () => {},
    label: 'Quantity',
    decrementLabel: 'Decrease quantity',
    incrementLabel: 'Increase quantity',
    max: 10,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <QuantityStepper {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtMaximum: Story = { args: { value: 10 } };
export const Disabled: Story = { args: { disabled: true } };
