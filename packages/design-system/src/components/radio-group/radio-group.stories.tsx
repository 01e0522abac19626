import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Contact preference',
    defaultValue: 'email',
    options: [
      { value: 'email', label: 'E-mail' },
      { value: 'call', label: 'Call' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithError: Story = { args: { defaultValue: undefined, error: 'Choose one' } };
