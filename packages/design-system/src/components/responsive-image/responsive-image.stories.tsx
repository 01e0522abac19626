import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResponsiveImage } from './responsive-image';

const drawing = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#e4eef9"/><rect x="150" y="140" width="100" height="190" rx="24" fill="#eef5fa"/><rect x="144" y="110" width="112" height="34" rx="10" fill="#2a9d8f"/></svg>',
)}`;

const meta: Meta<typeof ResponsiveImage> = {
  title: 'Media/ResponsiveImage',
  component: ResponsiveImage,
  args: { src: drawing, width: 400, height: 400, alt: 'A feeding bottle', placeholder: '#e4eef9' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof ResponsiveImage>;

export const Drawing: Story = {};
export const Loading: Story = { args: { src: 'data:,', alt: '' } };
