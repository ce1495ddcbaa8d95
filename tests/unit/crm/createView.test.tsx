// The CRM create/edit view as a user sees it, against a stubbed server (the real request client,
// adapters, form engine and runtime run): titles and buttons per type and mode, required messages,
// the customer save payload, uniqueness, save-and-create-contact, a failed save, and a live
// re-compile when an admin changes the fields.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CrmCreateView } from '../../../pages/crm/create/CrmCreateView.tsx';
import CrmCreateHost from '../../../pages/crm/create/CrmCreateHost.tsx';
import type { CrmCreateRequest } from '../../../pages/crm/create/createRequest.ts';
import type { SaveOutcome } from '../../../pages/crm/create/useCrmCreateForm.ts';
import { setRequestPresenter } from '../../../server-adapter/presenter.ts';
import { customerDefinitions, FakeEventSource, installStubs, NETWORK_FAILURE, renderWithChakra, type StubServer } from './support.tsx';

let server: StubServer;
let toasts: string[];

beforeEach(() => {
  server = installStubs();
  toasts = [];
  setRequestPresenter({ toastError: (msg) => toasts.push(msg), showForcedLogout: () => undefined });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openView(request: CrmCreateRequest) {
  const onClose = vi.fn<() => void>();
  const onSaved = vi.fn<(outcome: SaveOutcome) => void>();
  renderWithChakra(<MemoryRouter><CrmCreateView request={request} onClose={onClose} onSaved={onSaved} /></MemoryRouter>);
  return { onClose, onSaved };
}

const createCustomer: CrmCreateRequest = { crmType: 'customer', action: { type: 'save' } };

async function formReady(label = '客户名称') {
  return screen.findByLabelText(label);
}

function buttonNames(): string[] {
  const footer = screen.getByTestId('crm-create-view').querySelector('.chakra-dialog__footer') as HTMLElement | null;
  return within(footer ?? screen.getByTestId('crm-create-view')).getAllByRole('button').map((button) => button.textContent ?? '');
}

describe('title and buttons per type and mode', () => {
  it.each([
    [{ crmType: 'customer', action: { type: 'save' } }, '新建客户'],
    [{ crmType: 'leads', action: { type: 'save' } }, '新建线索'],
    [{ crmType: 'contract', action: { type: 'update', id: 5 } }, '编辑合同'],
    [{ crmType: 'contacts', action: { type: 'relative', parentType: 'customer', prefill: {} } }, '新建联系人'],
    [{ crmType: 'business', action: { type: 'save' } }, '新建商机'],
    [{ crmType: 'product', action: { type: 'save' } }, '新建产品'],
    [{ crmType: 'receivables', action: { type: 'save' } }, '新建回款'],
    [{ crmType: 'receivables_plan', action: { type: 'update', id: 2 } }, '编辑回款计划'],
  ] as [CrmCreateRequest, string][])('%o is titled %s', async (request, title) => {
    openView(request);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });

  it('customer in save mode offers 保存并新建联系人 beside 取消 and 保存', async () => {
    openView(createCustomer);
    await formReady();
    expect(buttonNames()).toEqual(['取消', '保存并新建联系人', '保存']);
  });

  it('customer in update mode has no 保存并新建联系人', async () => {
    openView({ crmType: 'customer', action: { type: 'update', id: 7, batchId: 'b'.repeat(32) } });
    await formReady();
    expect(buttonNames()).toEqual(['取消', '保存']);
  });

  it('contract offers 保存草稿 and 提交审核, with an approval section', async () => {
    openView({ crmType: 'contract', action: { type: 'save' } });
    await formReady('合同编号');
    expect(buttonNames()).toEqual(['取消', '保存草稿', '提交审核']);
    expect(screen.getByRole('region', { name: '审批信息' })).toBeTruthy();
  });

  it('asks field/queryField with the module label, and the record id on update', async () => {
    openView({ crmType: 'contract', action: { type: 'update', id: 5 } });
    await formReady('合同编号');
    expect(server.callsTo('field/queryField').map((call) => call.body)).toEqual([{ label: '6', id: '5' }]);
  });
});

describe('saving a customer', () => {
  it('says 客户名称不能为空 on submit of an empty form and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSaved } = openView(createCustomer);
    await formReady();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('客户名称不能为空')).toBeTruthy();
    expect(server.callsTo('CrmCustomer/addOrUpdate')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends {entity: {customer_name, ...}, field: [{fieldId, name, value}]} to CrmCustomer/addOrUpdate, then says 添加成功', async () => {
    const user = userEvent.setup();
    server.on('CrmCustomer/addOrUpdate', (body) => ({ customerId: 41, customerName: (body.entity as Record<string, unknown>).customer_name }));
    const { onSaved } = openView(createCustomer);
    await user.type(await formReady(), '杭州云帆科技');
    await user.type(screen.getByLabelText('手机'), '13800138000');
    await user.selectOptions(screen.getByLabelText('客户级别'), 'A（重点客户）');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [save] = server.callsTo('CrmCustomer/addOrUpdate');
    expect(save!.body.entity).toEqual({ customer_name: '杭州云帆科技', mobile: '13800138000', telephone: '', remark: '' });
    const field = save!.body.field as Array<Record<string, unknown>>;
    // the id and the value (and the name for messages), not the definition back: the server has it
    expect(field).toEqual([
      { fieldId: 18, name: '客户来源', value: '' },
      { fieldId: 17, name: '客户级别', value: 'A（重点客户）' },
    ]);
    expect(await screen.findByText('添加成功')).toBeTruthy();
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ intent: 'save', answer: { customerId: 41 } });
    expect(onSaved.mock.calls[0]![0].next).toBeUndefined();
  });

  it('on update sends the record id, batchId and the updateTime it opened, and says 编辑成功', async () => {
    const user = userEvent.setup();
    const batchId = 'c'.repeat(32);
    server.definitions[2] = customerDefinitions.map((field) => (field.fieldName === 'customer_name' ? { ...field, value: '老客户' } : field));
    server.on('CrmCustomer/addOrUpdate', () => undefined);
    server.on('CrmCustomer/queryById', () => ({ customerId: 9, customerName: '老客户', updateTime: '2026-11-25 10:00:00' }));
    const { onSaved } = openView({ crmType: 'customer', action: { type: 'update', id: 9, batchId } });
    expect(await formReady()).toHaveProperty('value', '老客户');
    await waitFor(() => expect(server.callsTo('CrmCustomer/queryById')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = server.callsTo('CrmCustomer/addOrUpdate')[0]!.body;
    expect(sent.entity).toMatchObject({ customer_name: '老客户', customerId: 9, batchId });
    // the version the form opened, so that a colleague's newer save is not silently undone
    expect(sent.expectedUpdateTime).toBe('2026-11-25 10:00:00');
    expect(await screen.findByText('编辑成功')).toBeTruthy();
  });

  it('reads the record version before its values: a colleague saving between the two reads can only make the edit refused', async () => {
    server.definitions[2] = customerDefinitions.map((field) => (field.fieldName === 'customer_name' ? { ...field, value: '老客户' } : field));
    let answerVersion: () => void = () => undefined;
    server.on('CrmCustomer/queryById', () => new Promise((resolve) => {
      answerVersion = () => resolve({ customerId: 9, customerName: '老客户', updateTime: '2026-11-25 10:00:00' });
    }));
    openView({ crmType: 'customer', action: { type: 'update', id: 9, batchId: 'c'.repeat(32) } });
    await waitFor(() => expect(server.callsTo('CrmCustomer/queryById')).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.callsTo('field/queryField')).toHaveLength(0);
    answerVersion();
    expect(await formReady()).toHaveProperty('value', '老客户');
    expect(server.callsTo('field/queryField')).toHaveLength(1);
  });

  it('an edit refused as a conflict offers the latest version: the colleague\'s fields come in, the user\'s changes stay, and the save then goes through', async () => {
    const user = userEvent.setup();
    const valuesOf = (values: Record<string, string>) => customerDefinitions.map((field) => ({ ...field, value: values[field.fieldName] ?? '' }));
    server.definitions[2] = valuesOf({ customer_name: '老客户', telephone: '010-1', remark: '旧备注' });
    let updateTime = '2026-11-25 10:00:00';
    server.on('CrmCustomer/queryById', () => ({ customerId: 9, customerName: '老客户', updateTime }));
    server.on('CrmCustomer/addOrUpdate', (body) => {
      if (body.expectedUpdateTime !== updateTime) throw { code: 500, msg: '该客户已被他人修改，请载入最新内容后再保存' };
      return undefined;
    });
    const { onSaved } = openView({ crmType: 'customer', action: { type: 'update', id: 9, batchId: 'c'.repeat(32) } });
    expect(await formReady()).toHaveProperty('value', '老客户');
    await user.clear(screen.getByLabelText('备注'));
    await user.type(screen.getByLabelText('备注'), '我的备注');
    await user.type(screen.getByLabelText('手机'), '13800000000');

    // a colleague saves the customer: a new 电话 and 备注
    server.definitions[2] = valuesOf({ customer_name: '老客户', telephone: '010-2', remark: '同事的备注' });
    updateTime = '2026-11-25 10:05:00';
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该客户已被他人修改。载入最新内容后，你改过的字段保留你填写的内容，其余字段换成最新的内容。')).toBeTruthy();
    expect(toasts).toContain('该客户已被他人修改，请载入最新内容后再保存');
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '载入最新内容' }));
    expect(await screen.findByText('已载入最新内容，你改过的字段保持不变，请检查后保存。')).toBeTruthy();
    expect(screen.getByText('他人修改的字段已更新：电话。')).toBeTruthy();
    expect(screen.getByText('你和他人都修改过的字段保留了你的内容：备注，请核对后再保存。')).toBeTruthy();
    expect(screen.getByLabelText('电话')).toHaveProperty('value', '010-2');
    expect(screen.getByLabelText('备注')).toHaveProperty('value', '我的备注');
    expect(screen.getByLabelText('手机')).toHaveProperty('value', '13800000000');

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = server.callsTo('CrmCustomer/addOrUpdate').at(-1)!.body;
    expect(sent.expectedUpdateTime).toBe('2026-11-25 10:05:00');
    expect(sent.entity).toMatchObject({ customer_name: '老客户', telephone: '010-2', remark: '我的备注', mobile: '13800000000' });
  });

  it('a refused save shows the server message and keeps the form open with its data', async () => {
    const user = userEvent.setup();
    server.on('CrmCustomer/addOrUpdate', () => {
      throw { code: 500, msg: '拥有客户数已达上限，无法新增' };
    });
    const { onSaved, onClose } = openView(createCustomer);
    await user.type(await formReady(), '杭州云帆科技');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts).toEqual(['拥有客户数已达上限，无法新增']));
    expect(screen.getByLabelText('客户名称')).toHaveProperty('value', '杭州云帆科技');
    expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('保存并新建联系人 saves the customer, then opens 新建联系人 with that customer linked and locked', async () => {
    const user = userEvent.setup();
    server.on('CrmCustomer/addOrUpdate', () => ({ customerId: 41, customerName: '杭州云帆科技' }));
    server.on('CrmContacts/addOrUpdate', () => undefined);
    const onClose = vi.fn();
    renderWithChakra(<MemoryRouter><CrmCreateHost request={createCustomer} onClose={onClose} /></MemoryRouter>);
    await user.type(await formReady(), '杭州云帆科技');
    await user.click(screen.getByRole('button', { name: '保存并新建联系人' }));

    expect(await screen.findByRole('heading', { name: '新建联系人' })).toBeTruthy();
    // The customer shows as the saved customer alone: locked, nothing offers to change it.
    const picker = await screen.findByLabelText(/客户名称/);
    expect(picker.textContent).toContain('杭州云帆科技');
    expect(screen.queryByRole('button', { name: /选择客户|移除杭州云帆科技/ })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('姓名'), '王小明');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.callsTo('CrmContacts/addOrUpdate')[0]!.body.entity).toMatchObject({ name: '王小明', customer_id: 41 });
  });
});

describe('uniqueness', () => {
  it('checks on blur, shows the server message under the field, and blocks submit', async () => {
    const user = userEvent.setup();
    server.on('field/verify', (body) => {
      if (body.value === '重复的客户') throw { code: 500, msg: '客户名称已存在' };
    });
    server.on('CrmCustomer/addOrUpdate', () => ({ customerId: 1, customerName: 'x' }));
    openView(createCustomer);
    await user.type(await formReady(), '重复的客户');
    await user.tab();
    expect(await screen.findByText('客户名称已存在')).toBeTruthy();
    expect(server.callsTo('field/verify')[0]!.body).toEqual({ fieldId: '10', value: '重复的客户' });
    expect(toasts).toEqual([]); // the message is the field's, not a toast

    await user.click(screen.getByRole('button', { name: '保存' }));
    await act(async () => {});
    expect(server.callsTo('CrmCustomer/addOrUpdate')).toHaveLength(0);
    expect(screen.getByText('客户名称已存在')).toBeTruthy();
  });

  it('says 验证出错 when the refusal has no message, and passes an empty value without asking', async () => {
    const user = userEvent.setup();
    server.on('field/verify', () => {
      throw { code: 500, msg: '' };
    });
    openView(createCustomer);
    const name = await formReady();
    name.focus();
    await user.tab();
    expect(server.callsTo('field/verify')).toHaveLength(0);
    await user.type(name, '某客户');
    await user.tab();
    expect(await screen.findByText('验证出错')).toBeTruthy();
  });

  it('typing again clears the old answer; a free value then saves', async () => {
    const user = userEvent.setup();
    server.on('field/verify', (body) => {
      if (body.value === '重复') throw { code: 500, msg: '客户名称已存在' };
    });
    server.on('CrmCustomer/addOrUpdate', () => ({ customerId: 2, customerName: '不重复' }));
    const { onSaved } = openView(createCustomer);
    const name = await formReady();
    await user.type(name, '重复');
    await user.tab();
    expect(await screen.findByText('客户名称已存在')).toBeTruthy();
    await user.clear(name);
    await user.type(name, '不重复');
    expect(screen.queryByText('客户名称已存在')).toBeNull();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});

describe('uniqueness when the check itself fails', () => {
  it('shows 验证出错 after a transport failure, and asks again on submit', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.on('field/verify', () => (failing ? NETWORK_FAILURE : undefined));
    server.on('CrmCustomer/addOrUpdate', () => ({ customerId: 5, customerName: '某客户' }));
    const { onSaved } = openView(createCustomer);
    await user.type(await formReady(), '某客户');
    await user.tab();
    expect(await screen.findByText('验证出错')).toBeTruthy();

    failing = false;
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.callsTo('field/verify')).toHaveLength(2);
  });
});

describe('types without a server save yet', () => {
  it('保存草稿 sends entity.checkStatus 5 to CrmContract/saveAndUpdate; the refusal keeps the form', async () => {
    const user = userEvent.setup();
    const { onSaved } = openView({ crmType: 'contract', action: { type: 'save' } });
    await user.type(await formReady('合同编号'), '2026001');
    await user.type(screen.getByLabelText('合同名称'), '年度框架合同');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(server.callsTo('CrmContract/saveAndUpdate')).toHaveLength(1));
    expect(server.callsTo('CrmContract/saveAndUpdate')[0]!.body.entity).toEqual({ num: '2026001', name: '年度框架合同', checkStatus: 5 });
    await waitFor(() => expect(toasts).toEqual(['接口不存在：/api/CrmContract/saveAndUpdate']));
    expect(screen.getByLabelText('合同名称')).toHaveProperty('value', '年度框架合同');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('提交审核 sends no checkStatus', async () => {
    const user = userEvent.setup();
    server.on('CrmContract/saveAndUpdate', () => undefined);
    const { onSaved } = openView({ crmType: 'contract', action: { type: 'save' } });
    await user.type(await formReady('合同编号'), '2026002');
    await user.type(screen.getByLabelText('合同名称'), '服务合同');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.callsTo('CrmContract/saveAndUpdate')[0]!.body.entity).toEqual({ num: '2026002', name: '服务合同' });
  });
});

describe('live field changes', () => {
  it('re-compiles on a fieldVersion event and keeps what the user typed', async () => {
    const user = userEvent.setup();
    openView(createCustomer);
    await user.type(await formReady(), '杭州云帆科技');
    await user.type(screen.getByLabelText('手机'), '13800138000');

    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/field/events');
    act(() => stream.open());

    // The admin adds 客户网址 and drops 电话.
    server.versions = { '2': 4 };
    server.definitions[2] = [
      ...customerDefinitions.filter((field) => field.fieldName !== 'telephone'),
      { fieldId: 99, fieldName: '客户网址', name: '客户网址', type: 1, formType: 'text', setting: [], isUnique: 0, isNull: 1, value: '', fieldType: 0, sorting: 4 },
    ];
    act(() => stream.sendVersion(2, 4));

    expect(await screen.findByLabelText('客户网址')).toBeTruthy();
    expect(screen.queryByLabelText('电话')).toBeNull();
    expect(screen.getByLabelText('客户名称')).toHaveProperty('value', '杭州云帆科技');
    expect(screen.getByLabelText('手机')).toHaveProperty('value', '13800138000');
    expect(screen.getByText(/表单已更新/)).toBeTruthy();

    // The new required field is enforced, the old one is gone from the payload.
    server.on('CrmCustomer/addOrUpdate', () => ({ customerId: 3, customerName: '杭州云帆科技' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('客户网址不能为空')).toBeTruthy();
    await user.type(screen.getByLabelText('客户网址'), 'yunfan.example');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.callsTo('CrmCustomer/addOrUpdate')).toHaveLength(1));
    const body = server.callsTo('CrmCustomer/addOrUpdate')[0]!.body;
    expect(body.entity).not.toHaveProperty('telephone');
    expect((body.field as Array<{ fieldId: number; value: string }>).find((field) => field.fieldId === 99)?.value).toBe('yunfan.example');
  });

  it('ignores an event for another module, and a version it already has', async () => {
    openView(createCustomer);
    await formReady();
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    await waitFor(() => expect(server.callsTo('field/queryVersions').length).toBeGreaterThanOrEqual(2));
    const loads = server.callsTo('field/queryField').length;
    act(() => {
      stream.sendVersion(3, 9);
      stream.sendVersion(2, 3);
    });
    await act(async () => {});
    expect(server.callsTo('field/queryField')).toHaveLength(loads);
  });

  it('closes the stream when the view closes', async () => {
    const view = openView(createCustomer);
    await formReady();
    expect(FakeEventSource.live).toHaveLength(1);
    cleanup();
    expect(FakeEventSource.live).toHaveLength(0);
    expect(view.onClose).not.toHaveBeenCalled();
  });
});

describe('closing', () => {
  it('取消 closes without saving', async () => {
    const { onClose } = openView(createCustomer);
    await formReady();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.callsTo('CrmCustomer/addOrUpdate')).toHaveLength(0);
  });

  it('asks before 取消 or × throws away what the user typed; staying keeps it, 离开 closes', async () => {
    const user = userEvent.setup();
    const { onClose } = openView(createCustomer);
    await user.type(await formReady(), '还没保存的公司');
    await user.click(within(screen.getByTestId('crm-create-view')).getByRole('button', { name: '取消' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('当前修改尚未保存，确定离开吗？')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('客户名称') as HTMLInputElement).value).toBe('还没保存的公司');

    // Esc is a way out too, and asks the same question
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '关闭' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '离开' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.callsTo('CrmCustomer/addOrUpdate')).toHaveLength(0);
  });

  it('Esc closes an untouched form at once', async () => {
    const user = userEvent.setup();
    const { onClose } = openView(createCustomer);
    await formReady();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
