// 图片 and 附件 of the create view (AttachmentsSection.tsx), uploading through in-memory data sources
// as the file field's stories do (a File made in the play function goes in through the hidden file
// input; the fake server answers with a data: URL and starts a batch when there is none). The
// harness keeps the value as the create view does.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources, type LingxiDataSources } from '../../../widgets/form/dataSources.ts';
import { AttachmentsSection, type AttachmentsValue } from './AttachmentsSection.tsx';

const deleteFile = fn(async (_fileId: unknown) => {});
const sources = createMemoryDataSources({ deleteFile });

const BATCH = 'e'.repeat(32);
/** A 1×1 PNG: the photo a story uploads (the fake server reads it back as a data: URL). */
const DOT_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

/** The saved photos' thumbnail (a drawn receipt), without the network. */
const INVOICE_IMAGE = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="%23e8f0fe"/><path d="M10 12h20M10 20h20M10 28h12" stroke="%234a76c9" stroke-width="3"/></svg>';

/** An edited 差旅报销's batch: two invoice photos and two documents. */
const SAVED: AttachmentsValue = {
  batchId: BATCH,
  img: [
    { fileId: 11, name: '机票行程单.png', size: '56KB', url: INVOICE_IMAGE, fileType: 'img', batchId: BATCH },
    { fileId: 12, name: '酒店发票.png', size: '120KB', url: INVOICE_IMAGE, fileType: 'img', batchId: BATCH },
  ],
  file: [
    { fileId: 13, name: '出差报告.docx', size: '24KB', filePath: '/uploads/20260305/出差报告.docx', fileType: 'file', batchId: BATCH },
    { fileId: 14, name: '费用明细.xlsx', size: '12KB', filePath: '/uploads/20260305/费用明细.xlsx', fileType: 'file', batchId: BATCH },
  ],
};

function AttachmentsHarness({ initial, onChange, sources: given, disabled }: {
  initial: AttachmentsValue; onChange(value: AttachmentsValue): void; sources: LingxiDataSources | null; disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return <AttachmentsSection value={value} sources={given} disabled={disabled} onChange={(next) => { setValue(next); onChange(next); }} />;
}

const meta = {
  title: 'Pages/CRM/AttachmentsSection',
  component: AttachmentsHarness,
  args: { initial: { batchId: '', img: [], file: [] }, onChange: fn(), sources },
  beforeEach: () => { deleteFile.mockClear(); },
} satisfies Meta<typeof AttachmentsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastValue = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls[calls.length - 1]?.[0] as AttachmentsValue;
};
const fileInput = (group: HTMLElement, name: string) => within(group).getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const listed = (group: HTMLElement) => within(group).queryAllByRole('listitem').map((item) => within(item).getByRole('link').textContent);

/**
 * A new record: 图片 and 附件, nothing listed. The first upload (a document) starts the batch; the
 * photo uploaded next joins that same batch, as an image with its thumbnail.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const images = canvas.getByRole('group', { name: '图片' });
    const files = canvas.getByRole('group', { name: '附件' });
    await expect(within(images).getByRole('button', { name: '上传图片' })).toBeEnabled();
    await expect(within(files).getByRole('button', { name: '上传附件' })).toBeEnabled();
    await expect(within(images).queryByRole('listitem')).toBeNull();
    await expect(within(files).queryByRole('listitem')).toBeNull();

    await userEvent.upload(fileInput(files, '上传附件'), new File(['行程安排'], '行程安排.txt', { type: 'text/plain' }));
    await expect(await within(files).findByRole('link', { name: '行程安排.txt' })).toBeVisible();
    const started = lastValue(args.onChange);
    await expect(started.batchId).toMatch(/^[0-9a-f]{32}$/);
    await expect(started.file.map((file) => file.name)).toEqual(['行程安排.txt']);

    const png = Uint8Array.from(atob(DOT_PNG.split(',')[1]!), (c) => c.charCodeAt(0));
    await userEvent.upload(fileInput(images, '上传图片'), new File([png], '出租车票.png', { type: 'image/png' }));
    await expect(await within(images).findByRole('link', { name: '出租车票.png' })).toBeVisible();
    await expect(images.querySelector('li img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    const joined = lastValue(args.onChange);
    await expect(joined.batchId).toBe(started.batchId);
    await expect(joined.img.map((file) => [file.name, file.batchId])).toEqual([['出租车票.png', started.batchId]]);
    await expect(joined.file.map((file) => file.name)).toEqual(['行程安排.txt']);
  },
};

/** An edited record: its photos under 图片 (with thumbnails), its documents under 附件; a new file joins its batch. */
export const Listed: Story = {
  args: { initial: SAVED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const images = canvas.getByRole('group', { name: '图片' });
    const files = canvas.getByRole('group', { name: '附件' });
    await expect(listed(images)).toEqual(['机票行程单.png', '酒店发票.png']);
    await expect(images.querySelectorAll('li img')).toHaveLength(2);
    await expect(listed(files)).toEqual(['出差报告.docx', '费用明细.xlsx']);
    await expect(within(files).getByText('24.00 kB')).toBeVisible();
    await expect(within(files).getByRole('link', { name: '出差报告.docx' })).toHaveAttribute('href', '/uploads/20260305/出差报告.docx');

    await userEvent.upload(fileInput(files, '上传附件'), new File(['x'], '补充说明.txt'));
    await waitFor(() => expect(listed(files)).toEqual(['出差报告.docx', '费用明细.xlsx', '补充说明.txt']));
    await expect(lastValue(args.onChange).file[2]).toMatchObject({ name: '补充说明.txt', batchId: BATCH });
    await expect(lastValue(args.onChange).img).toEqual(SAVED.img);
  },
};

/** Deleting asks 您确定要删除该文件吗?: 取消 says 已取消操作 and keeps it; 确定 deletes that file only. */
export const Removing: Story = {
  args: { initial: SAVED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const images = canvas.getByRole('group', { name: '图片' });

    await userEvent.click(within(images).getByRole('button', { name: '删除酒店发票.png' }));
    let question = await page.findByRole('alertdialog', { name: '提示' });
    // the dialog fades in: wait for it to be shown
    await waitFor(() => expect(within(question).getByText('您确定要删除该文件吗?')).toBeVisible());
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(images).getByRole('status')).toHaveTextContent('已取消操作');
    await expect(listed(images)).toEqual(['机票行程单.png', '酒店发票.png']);
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(within(images).getByRole('button', { name: '删除酒店发票.png' }));
    question = await page.findByRole('alertdialog', { name: '提示' });
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(listed(images)).toEqual(['机票行程单.png']));
    await expect(deleteFile).toHaveBeenCalledWith(12);
    await expect(lastValue(args.onChange)).toEqual({ ...SAVED, img: [SAVED.img[0]] });
    await expect(listed(canvas.getByRole('group', { name: '附件' }))).toEqual(['出差报告.docx', '费用明细.xlsx']);
  },
};

/** While the record saves: no upload, no delete. */
export const WhileSaving: Story = {
  args: { initial: SAVED, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '上传附件' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '删除出差报告.docx' })).toBeDisabled();
  },
};
