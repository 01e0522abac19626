import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card';
import { Container } from './container';
import { Grid } from './grid';
import { Stack } from './stack';

const meta = {
  title: 'Layout/Primitives',
  component: Container,
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = ['Skin care', 'Feeding', 'Breast pumps', 'Bottles', 'Soothers'].map((name) => (
  <Card key={name} title={name} headingLevel={3} />
));

export const ContentContainer: Story = {
  args: { children: <Grid minItemWidth="200px">{cards}</Grid> },
};
export const WideContainer: Story = {
  args: { size: 'wide', children: <Grid columns={5}>{cards}</Grid> },
};
export const HorizontalStack: Story = {
  args: {
    children: (
      <Stack direction="horizontal" gap="sm" wrap>
        {cards}
      </Stack>
    ),
  },
};
