// The field designer as an admin uses it, on a stubbed server: what field/save receives after
// adding, editing and reordering fields, what operating forbids, the checks that block a save,
// and the live preview.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n/index.ts';
import HandleFieldPage from '../../../pages/manager/customField/HandleFieldPage.tsx';
import { setRequestPresenter } from '../../../server-adapter/presenter.ts';
import { DESIGNER_PATTERN, DESIGNER_URL, noRoute, renderAt, serveDesigner, type Served } from './fixtures.tsx';

// Typing Chinese names key by key through user-event takes a few seconds in happy-dom.
vi.setConfig({ testTimeout: 20_000 });

let toasts: string[] = [];

beforeEach(() => {
  toasts = [];
  setRequestPresenter({ toastError: (msg) => toasts.push(msg), showForcedLogout: () => toasts.push('forced logout') });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDesigner(served?: Served) {
  const server = served ?? serveDesigner();
  renderAt(DESIGNER_URL, <HandleFieldPage {...noRoute} />, DESIGNER_PATTERN);
  const list = await screen.findByRole('list', { name: '字段列表' });
  await within(list).findByRole('button', { name: '客户名称' });
  return { server, list, user: userEvent.setup({ delay: null }) };
}

const region = (name: string) => screen.getByRole('region', { name });
const lastSave = (server: Served) => server.saves.at(-1)!;

describe('field designer: saving', () => {
  it('adds a required select with two options and sends it last, typed and joined', async () => {
    const { server, user } = await openDesigner();
    await user.click(within(region('字段类型')).getByRole('button', { name: '添加下拉选项' }));

    const props = region('字段属性');
    const name = within(props).getByLabelText(/字段名称/);
    expect(name).toHaveProperty('value', '下拉选项');
    await user.clear(name);
    await user.type(name, '客户级别2');
    const first = within(props).getByRole('textbox', { name: '选项1' });
    await user.clear(first);
    await user.type(first, '重要');
    await user.click(within(props).getByRole('button', { name: '添加选项' }));
    await user.type(within(props).getByRole('textbox', { name: '选项2' }), '一般');
    await user.click(within(props).getByLabelText('是否必填'));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(server.saves).toHaveLength(1));
    const sent = lastSave(server);
    expect(sent.label).toBe(2);
    expect(sent.data).toHaveLength(9);
    expect(sent.data.map((item) => item.sorting)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const added = sent.data[8]!;
    expect(added).toEqual({
      fieldName: '客户级别2', name: '客户级别2', type: 3, formType: 'select', fieldType: 0, label: 2, operating: 0,
      isNull: 1, isUnique: 0, inputTips: '', defaultValue: '', options: '重要,一般', maxLength: null, remark: null,
      relevant: null, sorting: 8,
    });
    expect(added).not.toHaveProperty('fieldId');
    // Stored fields go back with their ids and their own attributes.
    expect(sent.data[0]).toMatchObject({ fieldId: 10, fieldName: 'customer_name', name: '客户名称', type: 1, isNull: 1, isUnique: 1, fieldType: 1, operating: 1 });
    expect(sent.data[4]).toMatchObject({ fieldId: 17, options: 'A（重点客户）,B（普通客户）,C（非优先客户）' });

    expect(await screen.findByText('保存成功')).toBeTruthy();
    // Reloaded: the field came back stored (an id), the page is clean again and keeps it selected.
    await waitFor(() => expect(server.calls.filter((path) => path === 'field/list')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
    expect(within(region('字段属性')).getByLabelText(/字段名称/)).toHaveProperty('value', '客户级别2');
  });

  it('joins a checkbox default in option order', async () => {
    const { server, user } = await openDesigner();
    await user.click(within(region('字段类型')).getByRole('button', { name: '添加多选' }));
    const props = region('字段属性');
    await user.clear(within(props).getByRole('textbox', { name: '选项1' }));
    await user.type(within(props).getByRole('textbox', { name: '选项1' }), '甲');
    await user.click(within(props).getByRole('button', { name: '添加选项' }));
    await user.type(within(props).getByRole('textbox', { name: '选项2' }), '乙');
    const defaults = within(props).getByRole('group', { name: '默认值' });
    await user.click(within(defaults).getByRole('checkbox', { name: '乙' }));
    await user.click(within(defaults).getByRole('checkbox', { name: '甲' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(lastSave(server).data.at(-1)).toMatchObject({ formType: 'checkbox', type: 9, options: '甲,乙', defaultValue: '甲,乙' });
  });
});

describe('field designer: another admin saved meanwhile', () => {
  it('refuses the stale list, then merges it onto the stored design: their new field stays, the admin\'s changes too', async () => {
    const { server, user } = await openDesigner();
    await user.click(within(region('字段类型')).getByRole('button', { name: '添加单行文本' }));
    const name = within(region('字段属性')).getByLabelText(/字段名称/);
    await user.clear(name);
    await user.type(name, '我的新字段');

    // another admin adds 行业细分 (and salespeople may already be filling it in)
    server.rows = [...server.rows, { ...server.rows[7]!, fieldId: 300, fieldName: '行业细分', name: '行业细分', sorting: 8 }];
    server.versions['2'] = 4;
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]!.expectedVersion).toBe(3);
    expect(await screen.findByText('字段设置已被他人修改。载入最新设置后，你的修改保持不变，他人的修改也会保留。')).toBeTruthy();
    expect(toasts).toContain('字段设置已被他人修改，请载入最新设置后再保存');

    await user.click(screen.getByRole('button', { name: '载入最新设置' }));
    expect(await screen.findByText('已载入最新设置，你的修改保持不变，请检查后保存。')).toBeTruthy();
    expect(screen.getByText('他人新增的字段：行业细分。')).toBeTruthy();
    const list = screen.getByRole('list', { name: '字段列表' });
    expect(within(list).getByRole('button', { name: '行业细分' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: '我的新字段' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.saves).toHaveLength(2));
    const sent = lastSave(server);
    expect(sent.expectedVersion).toBe(4);
    expect(sent.data.map((item) => item.name)).toEqual(['客户名称', '手机', '电话', '客户来源', '客户级别', '下次联系时间', '备注', 'VIP等级', '行业细分', '我的新字段']);
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });
});

describe('field designer: order', () => {
  it('下移 moves a field and the sorting follows, keeping the focus on the moved field', async () => {
    const { server, user } = await openDesigner();
    const down = screen.getByRole('button', { name: '下移「客户名称」' });
    await user.click(down);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '下移「客户名称」' }));
    await user.click(screen.getByRole('button', { name: '上移「备注」' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    const names = lastSave(server).data.map((item) => `${item.sorting}:${item.name}`);
    expect(names).toEqual(['0:手机', '1:客户名称', '2:电话', '3:客户来源', '4:客户级别', '5:备注', '6:下次联系时间', '7:VIP等级']);
    expect(screen.getByRole('button', { name: '上移「手机」' })).toHaveProperty('disabled', true);
  });

  it('drops a dragged row before the row it is dropped on', async () => {
    const { server, list, user } = await openDesigner();
    const rowOf = (name: string) => within(list).getByRole('listitem', { name }).querySelector('[draggable="true"]')!;
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() { return [...data.keys()]; },
      setData: (type: string, value: string) => void data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all', dropEffect: 'none',
    };
    // happy-dom lays nothing out and leaves clientY off drag events: give the target row a box and
    // the events a pointer above its middle, so the drop lands before it.
    const target = rowOf('电话');
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 300, 40));
    const at = (event: Event) => Object.defineProperty(event, 'clientY', { value: 105 });
    fireEvent.dragStart(rowOf('VIP等级'), { dataTransfer });
    fireEvent(target, at(createEvent.dragOver(target, { dataTransfer })));
    fireEvent(target, at(createEvent.drop(target, { dataTransfer })));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(lastSave(server).data.slice(0, 4).map((item) => item.name)).toEqual(['客户名称', '手机', 'VIP等级', '电话']);
  });
});

describe('field designer: what operating allows', () => {
  it('a system field with operating 1 cannot be deleted or renamed, but its flags can change', async () => {
    const { user } = await openDesigner();
    await user.click(screen.getByRole('button', { name: '客户名称' }));
    const props = region('字段属性');
    expect(within(props).getByText('系统字段：名称不可修改，不可删除')).toBeTruthy();
    expect(within(props).getByRole('button', { name: '删除' })).toHaveProperty('disabled', true);
    expect(within(props).getByText('该字段不可删除')).toBeTruthy();
    expect(within(props).getByLabelText(/字段名称/)).toHaveProperty('disabled', true);
    expect(within(props).getByLabelText('提示文字')).toHaveProperty('disabled', false);
  });

  it('a preset custom field (operating 1) stays, an admin-made one (operating 0) goes after a confirmation', async () => {
    const { server, user } = await openDesigner();
    await user.click(screen.getByRole('button', { name: '客户来源' }));
    expect(within(region('字段属性')).getByRole('button', { name: '删除' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'VIP等级' }));
    await user.click(within(region('字段属性')).getByRole('button', { name: '删除' }));
    expect(screen.queryByRole('button', { name: 'VIP等级' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/保存后将删除字段「VIP等级」及其已填写的数据/)).toBeTruthy();
    expect(server.saves).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(lastSave(server).data.map((item) => item.name)).not.toContain('VIP等级');
  });

  it('a field with operating 3 shows every control disabled, with the reason', async () => {
    const served = serveDesigner();
    served.rows[5] = { ...served.rows[5]!, operating: 3 };
    const { user } = await openDesigner(served);
    await user.click(screen.getByRole('button', { name: '下次联系时间' }));
    const props = region('字段属性');
    expect(within(props).getByText('系统字段，不可编辑，也不可删除')).toBeTruthy();
    for (const label of [/字段名称/, '提示文字', '默认值', '是否必填']) {
      expect(within(props).getByLabelText(label)).toHaveProperty('disabled', true);
    }
  });
});

describe('field designer: checks before saving', () => {
  it('blocks duplicate names with the server\'s message and sends nothing', async () => {
    const { server, user } = await openDesigner();
    await user.click(within(region('字段类型')).getByRole('button', { name: '添加单行文本' }));
    const name = within(region('字段属性')).getByLabelText(/字段名称/);
    await user.clear(name);
    await user.type(name, '手机');
    expect(within(region('字段属性')).getByText('自定义表单名称不能重复！')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findAllByText('自定义表单名称不能重复！')).not.toHaveLength(0);
    expect(server.calls).not.toContain('field/save');
    expect(document.activeElement).toBe(within(region('字段属性')).getByLabelText(/字段名称/));
  });

  it('blocks an empty name and a select without options', async () => {
    const { server, user } = await openDesigner();
    await user.click(within(region('字段类型')).getByRole('button', { name: '添加下拉选项' }));
    const props = region('字段属性');
    await user.click(within(props).getByRole('button', { name: '移除选项1' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(props).findByText('请填写选项')).toBeTruthy();
    await user.clear(within(props).getByLabelText(/字段名称/));
    expect(within(props).getByText('字段名称不能为空')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(server.calls).not.toContain('field/save');
  });

  it('leaves without asking when nothing changed', async () => {
    const { user } = await openDesigner();
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('模块列表页')).toBeTruthy();
  });

  it('asks before leaving once something changed', async () => {
    const { user } = await openDesigner();
    await user.click(screen.getByRole('button', { name: '下移「客户名称」' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('当前修改尚未保存，确定离开吗？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '离开' }));
    expect(await screen.findByText('模块列表页')).toBeTruthy();
  });
});

describe('field designer: preview', () => {
  it('shows a newly added field under its name as the admin types it', async () => {
    const { user } = await openDesigner();
    const preview = region('预览');
    await within(preview).findByLabelText(/客户名称/);
    await user.click(within(region('字段类型')).getByRole('button', { name: '添加单行文本' }));
    const name = within(region('字段属性')).getByLabelText(/字段名称/);
    await user.clear(name);
    await user.type(name, '合作渠道');
    await user.type(within(region('字段属性')).getByLabelText('提示文字'), '请输入渠道');
    const input = await within(preview).findByLabelText(/合作渠道/);
    expect(input).toHaveProperty('placeholder', '请输入渠道');
  });
});
