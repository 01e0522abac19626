import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Product information',
    items: [
      { value: 'specs', label: 'Technical specifications', content: <p>Volume: 30 ml</p> },
      { value: 'related', label: 'Related products', content: <p>Breast pads</p> },
      { value: 'accessories', label: 'Accessories', content: <p>Travel pouch</p> },
      { value: 'pdf', label: 'Download PDF', content: <p>Leaflet</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {};
export const SecondTab: Story = { args: { defaultValue: 'related' } };
