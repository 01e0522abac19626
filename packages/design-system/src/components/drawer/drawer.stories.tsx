import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../icon-button/icon-button';
import { Link } from '../link/link';
import { Drawer } from './drawer';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    trigger: <IconButton label="Open menu" icon="☰" />,
    children: (
      <nav aria-label="Mobile">
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
          <li>
            <Link href="#">Shop</Link>
          </li>
          <li>
            <Link href="#">FAQ</Link>
          </li>
          <li>
            <Link href="#" external>
              Professionals
            </Link>
          </li>
        </ul>
      </nav>
    ),
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = { args: { defaultOpen: true } };
export const End: Story = { args: { defaultOpen: true, side: 'end' } };
export const Closed: Story = {};
