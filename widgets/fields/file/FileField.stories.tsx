// Stories of formType `file`: the engine-compiled attachment field, uploading through in-memory data
// sources (a File made in the play function goes in through the hidden file input).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources } from '../../form/dataSources.ts';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';
import { PickerFieldStoryForm } from '../../pickers/PickerFieldStoryForm.tsx';

type Canvas = ReturnType<typeof within>;

const deleteFile = fn(async (_fileId: unknown) => {});
const sources = createMemoryDataSources({ deleteFile });
const ATTACHMENT = [definition('file', '合同附件', 'attachment')];
const LONG_NAME = '2026年第一季度华东区域销售合同扫描件最终确认版本.pdf';
const SAVED = [
  { fileId: 7, name: '报价单.xlsx', size: '12KB', filePath: '/uploads/20260110/报价单.xlsx', batchId: 'b'.repeat(32) },
  { fileId: 8, name: '现场照片.png', size: '2048KB', filePath: '/uploads/20260110/现场照片.png', batchId: 'b'.repeat(32) },
];

const meta = {
  title: 'Widgets/Fields/file',
  component: FieldStoryForm,
  args: { definitions: ATTACHMENT, dataSources: sources, onValueChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastValue = (onValueChange: unknown, key = 'attachment') => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return (calls[calls.length - 1]?.[0] as Record<string, unknown>)[key] as { batchId: string; files: Array<Record<string, unknown>> };
};
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

async function confirmDialog(canvas: Canvas) {
  const dialog = await canvas.findByRole('alertdialog', { name: '提示' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * Two uploads join one batch; sizes in Byte and kB; a long name is cut after 25 characters with the
 * whole name in its title. Delete asks first: 取消 says 已取消操作, 确定 deletes.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '合同附件' });
    const button = within(group).getByRole('button', { name: '上传附件' });
    await expect(button).toHaveAttribute('id', 'root_attachment');

    await userEvent.upload(fileInput(canvasElement), new File(['hello'], 'hello.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('link', { name: 'hello.txt' })).toBeVisible();
    await expect(canvas.getByText('5 Byte')).toBeVisible();

    await userEvent.upload(fileInput(canvasElement), new File([new Uint8Array(2048)], LONG_NAME, { type: 'application/pdf' }));
    const short = `${Array.from(LONG_NAME).slice(0, 25).join('')}…`;
    const longLink = await canvas.findByRole('link', { name: short });
    await expect(longLink).toHaveAttribute('title', LONG_NAME);
    await expect(canvas.getByText('2.00 kB')).toBeVisible();

    const value = lastValue(args.onValueChange);
    await expect(value.batchId).toMatch(/^[0-9a-f]{32}$/);
    await expect(value.files.map((file) => [file.name, file.size, file.batchId])).toEqual([
      ['hello.txt', 5, value.batchId],
      [LONG_NAME, 2048, value.batchId],
    ]);

    await userEvent.click(canvas.getByRole('button', { name: '删除hello.txt' }));
    let dialog = await confirmDialog(canvas);
    await expect(within(dialog).getByText('您确定要删除该文件吗?')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('已取消操作');
    await expect(canvas.getByRole('link', { name: 'hello.txt' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '删除hello.txt' }));
    dialog = await confirmDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'hello.txt' })).not.toBeInTheDocument());
    await expect(deleteFile).toHaveBeenCalledWith(value.files[0]!.fileId);
    await expect(lastValue(args.onValueChange).files.map((file) => file.name)).toEqual([LONG_NAME]);
    await expect(canvas.getByRole('status')).not.toHaveTextContent('已取消操作');
  },
};

/** Edit mode: the server's sizes ("12KB") read as kB and MB; Esc on the question cancels too. */
export const Filled: Story = {
  args: { values: { attachment: SAVED } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '报价单.xlsx' })).toHaveAttribute('href', SAVED[0]!.filePath);
    await expect(canvas.getByText('12.00 kB')).toBeVisible();
    await expect(canvas.getByText('2.00 MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除现场照片.png' }));
    await confirmDialog(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('已取消操作');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    // A new file joins the record's batch.
    await userEvent.upload(fileInput(canvasElement), new File(['x'], 'x.txt'));
    await waitFor(() => expect(lastValue(args.onValueChange).files).toHaveLength(3));
    await expect(lastValue(args.onValueChange).files[2]).toMatchObject({ name: 'x.txt', batchId: 'b'.repeat(32) });
  },
};

/** A click on a name opens the preview overlay on that file among the field's files; Esc closes it. */
export const PreviewFromName: Story = {
  args: { values: { attachment: SAVED } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '现场照片.png' }));
    const preview = await within(document.body).findByRole('dialog', { name: '现场照片.png' });
    await waitFor(() => expect(within(preview).getByText('2 / 2')).toBeVisible());
    await expect(within(preview).getByRole('img', { name: '现场照片.png' })).toHaveAttribute('src', SAVED[1]!.filePath);
    await userEvent.click(within(preview).getByRole('button', { name: '上一张' }));
    await expect(await within(document.body).findByRole('dialog', { name: '报价单.xlsx' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: '报价单.xlsx' })).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** 'ui:options'.fileType img: 上传图片, images only, uploaded as type img, shown with a thumbnail. */
export const Images: Story = {
  render: (args) => <PickerFieldStoryForm {...args} uiOptions={{ attachment: { fileType: 'img' } }} batchId={'c'.repeat(32)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
    await userEvent.upload(fileInput(canvasElement), new File([png], 'dot.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('link', { name: 'dot.png' })).toBeVisible();
    await expect(canvasElement.querySelector('li img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    // The form's batch (edit mode) is the one the upload joins.
    await waitFor(() => expect(lastValue(args.onValueChange).batchId).toBe('c'.repeat(32)));
  },
};

export const Error: Story = {
  args: { definitions: [definition('file', '合同附件', 'attachment', { isNull: 1 })], errors: { attachment: '合同附件不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('合同附件不能为空');
    await expect(canvas.getByRole('group', { name: '合同附件' })).toHaveAccessibleDescription('合同附件不能为空');
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { values: { attachment: SAVED }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上传附件' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '删除报价单.xlsx' })).toBeDisabled();
    await expect(fileInput(canvasElement)).toBeDisabled();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { values: { attachment: SAVED }, readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '报价单.xlsx' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(fileInput(canvasElement)).toBeNull();
  },
};
