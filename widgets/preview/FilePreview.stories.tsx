import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilePreview, type PreviewItem } from './FilePreview.tsx';

/** An SVG picture of `w`×`h` px as a data URI (no network in stories). */
const picture = (w: number, h: number, color: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${color}"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 4}" fill="#fff"/></svg>`)}`;

const FILES: PreviewItem[] = [
  { name: '展会海报.png', url: picture(480, 320, '#2f6ccc') },
  { name: '现场照片.jpg', url: picture(320, 480, '#0f766e') },
  { name: '报价单.xlsx', url: 'data:application/octet-stream;base64,UEsDBA==' },
];

const meta = {
  title: 'Widgets/FilePreview',
  component: FilePreview,
  args: { items: FILES, index: 0, open: true, onClose: fn() },
} satisfies Meta<typeof FilePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overlay is portalled to the document's body. */
const overlay = () => within(document.body);
const widthOf = (img: HTMLElement) => Number(img.getAttribute('data-width'));

/** Counter, name, the first file's notice, zoom within its floor, rotation, thumbnails. */
export const Images: Story = {
  play: async ({ args }) => {
    const screen = overlay();
    const dialog = await screen.findByRole('dialog', { name: '展会海报.png' });
    const view = within(dialog);
    // the overlay fades in
    await waitFor(() => expect(view.getByText('1 / 3')).toBeVisible());
    const img = view.getByRole('img', { name: '展会海报.png' });
    await waitFor(() => expect(img).toHaveAttribute('data-width'));
    const fitted = widthOf(img);
    await expect(fitted).toBeGreaterThan(0);
    await expect(fitted).toBeLessThanOrEqual(480);

    await userEvent.click(view.getByRole('button', { name: '上一张' }));
    await expect(view.getByRole('status')).toHaveTextContent('已经是第一张了!');
    await expect(view.getByText('1 / 3')).toBeVisible();

    await userEvent.click(view.getByRole('button', { name: '放大' }));
    await expect(widthOf(img)).toBeCloseTo(fitted * 1.3, 0);
    await userEvent.click(view.getByRole('button', { name: '缩小' }));
    await expect(widthOf(img)).toBeCloseTo(fitted * 1.3 * 0.7, 0);
    for (let i = 0; i < 12; i++) await userEvent.click(view.getByRole('button', { name: '缩小' }));
    await expect(widthOf(img)).toBeGreaterThanOrEqual(80);
    await expect(widthOf(img) * 0.7).toBeLessThan(80);

    await userEvent.click(view.getByRole('button', { name: '旋转' }));
    await expect(img).toHaveAttribute('data-rotation', '90');
    await userEvent.click(view.getByRole('button', { name: '旋转' }));
    await expect(img).toHaveAttribute('data-rotation', '180');

    const thumbs = within(view.getByRole('list', { name: '缩略图' })).getAllByRole('button');
    await expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['展会海报.png', '现场照片.jpg', '报价单.xlsx']);
    await expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(thumbs[1]!);
    await expect(await screen.findByRole('dialog', { name: '现场照片.jpg' })).toBeVisible();
    await expect(view.getByText('2 / 3')).toBeVisible();
    // a new file starts upright
    await expect(view.getByRole('img', { name: '现场照片.jpg' })).toHaveAttribute('data-rotation', '0');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A file that is not an image: its type icon and a download button; the last file's notice; ←. */
export const NotAnImage: Story = {
  args: { index: 2 },
  play: async ({ args }) => {
    const screen = overlay();
    const dialog = await screen.findByRole('dialog', { name: '报价单.xlsx' });
    const view = within(dialog);
    await waitFor(() => expect(view.getByText('3 / 3')).toBeVisible());
    await expect(dialog.querySelector('[data-file-kind="excel"]')).not.toBeNull();
    await expect(view.queryByRole('img', { name: '报价单.xlsx' })).not.toBeInTheDocument();
    const downloads = view.getAllByRole('link', { name: '下载' });
    for (const link of downloads) {
      await expect(link).toHaveAttribute('download', '报价单.xlsx');
      await expect(link).toHaveAttribute('href', FILES[2]!.url);
    }
    await expect(view.getByRole('button', { name: '放大' })).toBeDisabled();
    await expect(view.getByRole('button', { name: '旋转' })).toBeDisabled();

    await userEvent.click(view.getByRole('button', { name: '下一张' }));
    await expect(view.getByRole('status')).toHaveTextContent('已经是最后一张了!');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(await screen.findByRole('dialog', { name: '现场照片.jpg' })).toBeVisible();
    await expect(view.getByText('2 / 3')).toBeVisible();

    await userEvent.click(view.getByRole('button', { name: '关闭预览' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** One small picture: no thumbnail strip, and zoom out never takes it below 80 px. */
export const OneSmallImage: Story = {
  args: { items: [{ name: '图标.gif', url: picture(100, 100, '#be185d') }] },
  play: async () => {
    const view = within(await overlay().findByRole('dialog', { name: '图标.gif' }));
    await waitFor(() => expect(view.getByText('1 / 1')).toBeVisible());
    await expect(view.queryByRole('list', { name: '缩略图' })).not.toBeInTheDocument();
    const img = view.getByRole('img', { name: '图标.gif' });
    await waitFor(() => expect(img).toHaveAttribute('data-width', '100'));
    await userEvent.click(view.getByRole('button', { name: '缩小' }));
    await expect(img).toHaveAttribute('data-width', '100');
    await userEvent.click(view.getByRole('button', { name: '下一张' }));
    await expect(view.getByRole('status')).toHaveTextContent('已经是最后一张了!');
  },
};
