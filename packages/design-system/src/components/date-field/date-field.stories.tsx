import { dateInputPattern, ISO_DATE_INPUT } from '@careshop/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './date-field';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: {
    label: 'From',
    value: '2026-11-21',
    pattern: dateInputPattern({ language: 'en', browserLocales: ['en-GB'] }),
  },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const British: Story = {};
export const German: Story = {
  args: { label: 'Von', pattern: dateInputPattern({ language: 'de', browserLocales: ['de-DE'] }) },
};
export const Iso: Story = { args: { pattern: ISO_DATE_INPUT, help: 'First day counted' } };
export const WithError: Story = {
  args: { value: '', error: 'Enter a valid date.', required: true },
};
