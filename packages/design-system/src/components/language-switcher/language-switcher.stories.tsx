import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LanguageSwitcher } from './language-switcher';

const meta = {
  title: 'Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  args: {
    label: 'Language',
    value: 'fr',
    onChange: () => {},
    languages: [
      { code: 'fr', label: 'Français' },
      { code: 'es', label: 'Español' },
      { code: 'nl', label: 'Nederlands' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <LanguageSwitcher {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {};
export const WithVisibleLabel: Story = { args: { showLabel: true } };
