import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Shipping address',
    children: <p style={{ margin: 0 }}>Main street 1, 1000 Brussels</p>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};
export const WithFooter: Story = { args: { footer: <Button variant="outline">Edit</Button> } };
export const Plain: Story = { args: { title: undefined } };
