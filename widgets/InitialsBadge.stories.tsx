import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { expect, waitFor, within } from 'storybook/test';
import { InitialsBadge, colorOf } from './InitialsBadge.tsx';

// A self-contained avatar (no network in tests or in the static build).
const AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">' +
      '<rect width="80" height="80" fill="#c6dcff"/>' +
      '<circle cx="40" cy="31" r="15" fill="#3e84e9"/>' +
      '<path d="M12 80 C12 58 24 50 40 50 C56 50 68 58 68 80 Z" fill="#3e84e9"/>' +
      '</svg>',
  );

const meta = {
  title: 'Widgets/InitialsBadge',
  component: InitialsBadge,
  args: { realname: '欧阳娜娜' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    img: { control: 'text' },
  },
} satisfies Meta<typeof InitialsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name longer than two characters shows its last two. */
export const LongName: Story = {
  args: { realname: '欧阳娜娜' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByRole('img', { name: '欧阳娜娜' });
    await expect(badge).toHaveTextContent(/^娜娜$/);
    await expect(badge).toHaveAttribute('title', '欧阳娜娜');
    await expect(badge).toBeVisible();
    await expect(getComputedStyle(badge).backgroundColor).toBe(hexToRgb(colorOf('欧阳娜娜')));
  },
};

export const ThreeCharName: Story = {
  args: { realname: '张三丰' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '张三丰' });
    await expect(badge).toHaveTextContent(/^三丰$/);
  },
};

/** Two characters or fewer: the whole name. */
export const TwoCharName: Story = {
  args: { realname: '李娜' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '李娜' });
    await expect(badge).toHaveTextContent(/^李娜$/);
  },
};

export const OneCharName: Story = {
  args: { realname: '王' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '王' });
    await expect(badge).toHaveTextContent(/^王$/);
  },
};

/** Characters outside the BMP (emoji, CJK Extension B) are counted as one each. */
export const SurrogatePairs: Story = {
  args: { realname: '小𠮷😀' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '小𠮷😀' });
    await expect(badge).toHaveTextContent(/^𠮷😀$/);
  },
};

/** With an avatar the picture is shown, described by the full name; no initials. */
export const WithImage: Story = {
  args: { realname: '欧阳娜娜', img: AVATAR, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByAltText('欧阳娜娜') as HTMLImageElement;
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('src', AVATAR);
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
    await expect(img).toBeVisible();
    await expect(canvas.queryByText('娜娜')).not.toBeInTheDocument();
  },
};

/** An avatar URL that does not load falls back to the initials. */
export const BrokenImage: Story = {
  args: { realname: '张三丰', img: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The <img> is replaced by the initials once the browser reports the load error.
    await waitFor(() => expect(canvas.getByRole('img', { name: '张三丰' }).tagName).toBe('SPAN'));
    await expect(canvas.getByRole('img', { name: '张三丰' })).toHaveTextContent(/^三丰$/);
    await expect(canvas.queryByAltText('张三丰')).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="4" align="center">
      <InitialsBadge {...args} size="sm" />
      <InitialsBadge {...args} size="md" />
      <InitialsBadge {...args} size="lg" />
    </HStack>
  ),
  args: { realname: '欧阳娜娜' },
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getAllByRole('img', { name: '欧阳娜娜' });
    await expect(badges).toHaveLength(3);
    const widths = badges.map((b) => Math.round(b.getBoundingClientRect().width));
    await expect(widths).toEqual([28, 36, 44]);
    for (const b of badges) {
      await expect(b).toHaveTextContent(/^娜娜$/);
      const { width, height } = b.getBoundingClientRect();
      await expect(Math.round(width)).toBe(Math.round(height)); // a circle, not an ellipse
    }
  },
};

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
