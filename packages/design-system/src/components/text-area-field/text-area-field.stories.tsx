import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Note for the brand', help: 'Up to 500 characters' },
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = { args: { variant: 'outlined' } };
export const WithError: Story = { args: { error: 'Enter at most 500 characters.' } };
export const Required: Story = { args: { required: true } };
