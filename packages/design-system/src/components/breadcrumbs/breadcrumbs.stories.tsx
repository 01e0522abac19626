import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Home', href: '#' },
      { label: 'Skin care', href: '#' },
      { label: 'Nipple cream' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {};
export const CategoryPage: Story = {
  args: { items: [{ label: 'Home', href: '#' }, { label: 'Skin care' }] },
};
