import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Combobox, type ComboboxProps } from './combobox';

function Controlled(props: ComboboxProps) {
  const [value, setValue] = useState(props.value);
  return <Combobox {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Sales rep',
    value: '',
    onValueChange: () => {},
    emptyLabel: 'No matches',
    options: [
      { value: '7', label: 'Anna Müller', description: 'anna@example.test' },
      { value: '9', label: 'Bernard Dupont', description: 'bernard@example.test' },
      { value: '12', label: 'Chloé Martin', description: 'chloe@example.test' },
    ],
  },
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: '9' } };
export const WithError: Story = { args: { error: 'Choose a sales rep' } };
