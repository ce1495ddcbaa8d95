// The designer on an OA approval category (label 10): a system category's fields are shown
// read-only with the server's note, no save, the palette disabled, the preview still drawn; a
// custom category's are edited and saved through field/examineFieldSave with its categoryId.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n/index.ts';
import HandleFieldPage from '../../../pages/manager/customField/HandleFieldPage.tsx';
import type { FieldListRow } from '../../../server-adapter/fields.ts';
import { DESIGNER_PATTERN, noRoute, renderAt, serveDesigner } from './fixtures.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (fieldId: number, fieldName: string, name: string, type: number, formType: string, extra: Partial<FieldListRow> = {}): FieldListRow => ({
  fieldId, fieldName, name, type, label: 10, formType, fieldType: 1, operating: 3, isNull: 1, isUnique: 0, options: null,
  defaultValue: '', setting: [], examineCategoryId: 2, ...extra,
});

const LEAVE_ROWS: FieldListRow[] = [
  row(76, 'type_id', '请假类型', 3, 'select', { options: '年假,事假', setting: ['年假', '事假'], defaultValue: '年假' }),
  row(77, 'content', '审批内容', 1, 'text'),
  row(81, 'remark', '备注', 2, 'textarea', { isNull: 0 }),
];

describe('approval category fields', () => {
  it('shows a system category read-only: note, no save, palette disabled, rows fixed, preview drawn', async () => {
    const served = serveDesigner({ rows: LEAVE_ROWS });
    renderAt(`/manager/custom-field/handlefield/oa_examine/2/${encodeURIComponent('请假审批')}`, <HandleFieldPage {...noRoute} />, DESIGNER_PATTERN);
    const list = await screen.findByRole('list', { name: '字段列表' });
    await within(list).findByRole('button', { name: '请假类型' });

    expect(screen.getByText('系统审批类型暂不支持编辑')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    const palette = screen.getByRole('region', { name: '字段类型' });
    for (const button of within(palette).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(list).getAllByRole('button', { name: /上移|下移/ }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);

    await userEvent.setup({ delay: null }).click(within(list).getByRole('button', { name: '审批内容' }));
    const props = screen.getByRole('region', { name: '字段属性' });
    for (const input of within(props).queryAllByRole('textbox')) expect((input as HTMLInputElement).disabled).toBe(true);

    const preview = screen.getByRole('region', { name: '预览' });
    expect(within(preview).getAllByText('请假类型').length).toBeGreaterThan(0);
    expect(served.calls).toContain('field/list');
    expect(served.calls).not.toContain('field/save');
  });

  it('edits a custom category: adds a 货币 field after 审批事由 and 备注, saved with the category', async () => {
    const purchaseRows = [
      row(120, 'content', '审批事由', 2, 'textarea', { operating: 1, examineCategoryId: 9 }),
      row(121, 'remark', '备注', 2, 'textarea', { operating: 1, isNull: 0, examineCategoryId: 9 }),
    ];
    const served = serveDesigner({ rows: purchaseRows });
    renderAt(`/manager/custom-field/handlefield/oa_examine/9/${encodeURIComponent('采购申请')}`, <HandleFieldPage {...noRoute} />, DESIGNER_PATTERN);
    const list = await screen.findByRole('list', { name: '字段列表' });
    await within(list).findByRole('button', { name: '审批事由' });
    expect(screen.queryByText('系统审批类型暂不支持编辑')).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByRole('region', { name: '字段类型' })).getByRole('button', { name: '添加货币' }));
    const name = within(screen.getByRole('region', { name: '字段属性' })).getByLabelText(/字段名称/);
    await user.clear(name);
    await user.type(name, '采购金额');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(served.saves).toHaveLength(1));
    expect(served.calls).toContain('field/examineFieldSave');
    expect(served.calls).not.toContain('field/save');
    const sent = served.saves[0]!;
    expect(sent).toMatchObject({ label: 10, categoryId: 9 });
    expect(sent.data.map((item) => [item.name, item.formType])).toEqual([['审批事由', 'textarea'], ['备注', 'textarea'], ['采购金额', 'floatnumber']]);
  });
});
