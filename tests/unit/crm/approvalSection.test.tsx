// The approval section of the contract and receivables form (forms.md 2.2, 5) against a stubbed
// server: 授权审批人 needs an approver on 提交审核 (`审批人不能为空`, nothing sent) but not on 保存草稿,
// and sends checkUserId; 固定审批流程 lists its levels; without a flow the section says so and the
// server's refusal reaches the user; an edit asks with the record id and starts from the last approver.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CrmCreateView } from '../../../pages/crm/create/CrmCreateView.tsx';
import type { CrmCreateRequest } from '../../../pages/crm/create/createRequest.ts';
import { approvalErrorKey, approvalTitleKey, checkUserIdFor, type ApprovalLoad } from '../../../pages/crm/create/approvalRules.ts';
import type { SaveOutcome } from '../../../pages/crm/create/useCrmCreateForm.ts';
import type { ExamineFlowInfo } from '../../../server-adapter/crmExamine.ts';
import { setRequestPresenter } from '../../../server-adapter/presenter.ts';
import { installStubs, renderWithChakra, type StubServer } from './support.tsx';

let server: StubServer;
let toasts: string[];

const AUTHORISED: ExamineFlowInfo = { examineId: 2, categoryType: 1, examineType: 2, name: '合同审批流程' };
const FIXED: ExamineFlowInfo = {
  examineId: 3, categoryType: 1, examineType: 1, name: '合同两级审批',
  examineSteps: [
    { stepId: 1, stepType: 1, stepNum: 1, userList: [{ userId: 4, realname: '张伟' }] },
    { stepId: 2, stepType: 3, stepNum: 2, userList: [{ userId: 4, realname: '张伟' }, { userId: 7, realname: '王芳' }] },
  ],
};
const USERS = [
  { userId: 4, realname: '张伟', img: null, deptName: '销售部' },
  { userId: 7, realname: '王芳', img: null, deptName: '财务部' },
];

beforeEach(() => {
  server = installStubs();
  toasts = [];
  setRequestPresenter({ toastError: (msg) => toasts.push(msg), showForcedLogout: () => undefined });
  server.on('system/user/queryUserList', () => USERS);
  server.on('CrmContract/saveAndUpdate', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openView(request: CrmCreateRequest = { crmType: 'contract', action: { type: 'save' } }) {
  const onSaved = vi.fn<(outcome: SaveOutcome) => void>();
  renderWithChakra(<MemoryRouter><CrmCreateView request={request} onClose={() => undefined} onSaved={onSaved} /></MemoryRouter>);
  return { onSaved };
}

async function fillContract(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('合同编号'), '2026001');
  await user.type(screen.getByLabelText('合同名称'), '年度框架合同');
}

const sentBodies = () => server.callsTo('CrmContract/saveAndUpdate').map((call) => call.body);

describe('authorised approver (examine type 2)', () => {
  it('requires an approver on 提交审核, not on 保存草稿, and sends checkUserId', async () => {
    const user = userEvent.setup();
    server.on('examine/queryExaminStep', () => AUTHORISED);
    const { onSaved } = openView();
    const section = await screen.findByRole('region', { name: '授权审批人' });
    expect(server.callsTo('examine/queryExaminStep').map((call) => call.body)).toEqual([{ categoryType: '1' }]);
    await fillContract(user);

    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await within(section).findByText('审批人不能为空')).toBeTruthy();
    expect(sentBodies()).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();

    // A draft needs no approver and sends none.
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).not.toHaveProperty('checkUserId');
    expect(sentBodies()[0]!.entity).toMatchObject({ checkStatus: 5 });
  });

  it('sends the picked approver with the submit', async () => {
    const user = userEvent.setup();
    server.on('examine/queryExaminStep', () => AUTHORISED);
    const { onSaved } = openView();
    await screen.findByRole('region', { name: '授权审批人' });
    await fillContract(user);
    await user.click(screen.getByRole('button', { name: '审批人 选择成员' }));
    const dialog = await screen.findByRole('dialog', { name: '选择成员' });
    await user.click(await within(dialog).findByRole('checkbox', { name: '张伟' }));
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await screen.findByRole('button', { name: '移除张伟' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBodies()[0]).toMatchObject({ checkUserId: 4, entity: { num: '2026001', name: '年度框架合同' } });
    expect(sentBodies()[0]!.entity).not.toHaveProperty('checkStatus');
  });

  it('on edit asks with the record id and starts from the approver chosen last time', async () => {
    const user = userEvent.setup();
    server.on('examine/queryExaminStep', () => ({ ...AUTHORISED, examineUser: 7, examineUserName: '王芳' }));
    openView({ crmType: 'receivables', action: { type: 'update', id: 12 } });
    expect(await screen.findByRole('button', { name: '移除王芳' })).toBeTruthy();
    expect(server.callsTo('examine/queryExaminStep').map((call) => call.body)).toEqual([{ categoryType: '2', id: '12' }]);
    await user.click(screen.getByRole('button', { name: '移除王芳' }));
    expect(screen.queryByRole('button', { name: '移除王芳' })).toBeNull();
  });
});

describe('fixed flow (examine type 1)', () => {
  it('lists the levels with their step type and approvers and sends no checkUserId', async () => {
    const user = userEvent.setup();
    server.on('examine/queryExaminStep', () => FIXED);
    const { onSaved } = openView();
    const section = await screen.findByRole('region', { name: '固定审批流程' });
    const levels = within(section).getAllByRole('listitem').map((item) => item.textContent);
    expect(levels).toEqual([expect.stringMatching(/第一级负责人主管.*张伟/), expect.stringMatching(/第二级指定用户（多人会签）.*张伟.*王芳/)]);
    expect(within(section).queryByRole('button', { name: /选择成员/ })).toBeNull();
    await fillContract(user);
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBodies()[0]).not.toHaveProperty('checkUserId');
  });
});

describe('no enabled flow', () => {
  it('says so and lets the server refuse the submit', async () => {
    const user = userEvent.setup();
    server.on('examine/queryExaminStep', () => null);
    server.on('CrmContract/saveAndUpdate', () => {
      throw { code: 500, msg: '没有启动的审核步骤，不能添加！' };
    });
    const { onSaved } = openView();
    const section = await screen.findByRole('region', { name: '审批信息' });
    expect(await within(section).findByText('当前没有启用的审批流程，暂不能提交审核。')).toBeTruthy();
    await fillContract(user);
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(toasts).toEqual(['没有启动的审核步骤，不能添加！']));
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('approval rules', () => {
  const ready = (flow: ExamineFlowInfo): ApprovalLoad => ({ status: 'ready', flow });
  it('titles, errors and checkUserId per flow and button', () => {
    expect(approvalTitleKey(ready(FIXED))).toBe('crm.create.approvalFixed');
    expect(approvalTitleKey(ready(AUTHORISED))).toBe('crm.create.approvalAuthorised');
    expect(approvalTitleKey({ status: 'none' })).toBe('crm.create.approval');
    expect(approvalErrorKey(ready(AUTHORISED), null, 'save')).toBe('crm.create.approverRequired');
    expect(approvalErrorKey(ready(AUTHORISED), null, 'draft')).toBeNull();
    expect(approvalErrorKey(ready(FIXED), null, 'save')).toBeNull();
    expect(approvalErrorKey({ status: 'failed' }, null, 'save')).toBeNull();
    const chosen = { userId: 4, realname: '张伟' };
    expect(checkUserIdFor(ready(AUTHORISED), chosen, 'save')).toBe(4);
    expect(checkUserIdFor(ready(AUTHORISED), chosen, 'draft')).toBeUndefined();
    expect(checkUserIdFor(ready(FIXED), chosen, 'save')).toBeUndefined();
  });
});
