import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { ProductCard } from './product-card';

const meta: Meta<typeof ProductCard> = {
  title: 'Shop/ProductCard',
  component: ProductCard,
  args: {
    name: 'Nipple cream 30 ml',
    href: '#',
    description: 'Soothing cream for sensitive skin.',
    priceCents: 1250,
    currency: 'EUR',
    locale: 'fr-BE',
    availability: { status: 'in-stock', label: 'In stock' },
    quantity: {
      value: 1,
      onChange: () => {},
      max: 5,
      label: 'Quantity',
      decrementLabel: 'Decrease quantity',
      incrementLabel: 'Increase quantity',
    },
    action: <Button size="sm">Add to cart</Button>,
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.layout === 'list' ? 900 : 320 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ProductCard>;

export const Grid: Story = {};
export const List: Story = { args: { layout: 'list' } };
export const Free: Story = { args: { priceCents: 0, freeLabel: 'Free' } };
export const LowStock: Story = {
  args: { availability: { status: 'low-stock', label: 'Low stock' } },
};
export const OutOfStock: Story = {
  args: { availability: { status: 'out-of-stock', label: 'Out of stock' }, quantity: undefined },
};
