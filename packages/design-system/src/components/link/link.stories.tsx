import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#', children: 'Frequently asked questions' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = { args: { external: true, children: 'Professionals' } };
export const InheritColour: Story = { args: { tone: 'inherit' } };
