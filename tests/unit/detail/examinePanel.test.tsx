// The approval panel of a contract or receivable: progress steps as the server answers them (submitter,
// levels, approvers with status, time and remarks), the buttons isCheck / isRecheck allow, and an
// audit that sends recordId, status, remarks and the record id, then tells the drawer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExaminePanel } from '../../../engine/react/detail/ExaminePanel.tsx';
import { examineActions, personStatusKey, stepLabel } from '../../../engine/react/detail/examineView.ts';
import type { CrmExamineApi, ExamineProgress } from '../../../server-adapter/crmExamine.ts';
import { AppProviders } from '../../support/AppProviders.tsx';
import '../../../i18n/index.ts';

afterEach(cleanup);

const FIXED_PROGRESS: ExamineProgress = {
  examineType: 1, flowExamineType: 1, isCheck: 1, isRecheck: 0,
  steps: [
    { examineStatus: 5, userList: [{ userId: 5, realname: '李娜', examineStatus: 5, examineTime: '2025-07-01 09:00:00' }] },
    { stepType: 1, stepNum: 1, examineStatus: 1, userList: [{ userId: 4, realname: '张伟', examineStatus: 1, examineTime: '2025-07-01 10:00:00', remarks: '同意' }] },
    { stepType: 3, stepNum: 2, examineStatus: 0, userList: [{ userId: 4, realname: '张伟', examineStatus: 1 }, { userId: 7, realname: '王芳', examineStatus: 0 }] },
    { stepType: 4, stepNum: 3, examineStatus: 0, userList: [{ userId: 3, realname: 'admin', examineStatus: 0, predicted: 1 }] },
  ],
};

function fakeApi(progress: ExamineProgress) {
  const auditExamine = vi.fn<CrmExamineApi['auditExamine']>(async () => undefined);
  const api: CrmExamineApi = { queryExaminStep: vi.fn(async () => null), queryExamineRecordList: vi.fn(async () => progress), auditExamine };
  return { api, auditExamine };
}

function renderPanel(progress: ExamineProgress, checkStatus = 3) {
  const fake = fakeApi(progress);
  const onDone = vi.fn();
  render(
    <AppProviders>
      <ExaminePanel id={21} recordId={8} status={checkStatus} api={fake.api} version={0} onDone={onDone} />
    </AppProviders>,
  );
  return { ...fake, onDone };
}

describe('ExaminePanel', () => {
  it('shows each step with who, status, time and remarks, and the check status as text', async () => {
    renderPanel(FIXED_PROGRESS);
    const panel = screen.getByRole('region', { name: '审批信息' });
    const steps = await within(panel).findAllByRole('listitem');
    expect(within(panel).getByText('审核中')).toBeTruthy();
    expect(within(panel).getByText('固定审批流程')).toBeTruthy();
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^发起人.*李娜提交2025-07-01 09:00:00/),
      expect.stringMatching(/第一级负责人主管.*张伟通过2025-07-01 10:00:00意见：同意/),
      expect.stringMatching(/第二级指定用户（多人会签）.*张伟通过.*王芳待审核/),
      expect.stringMatching(/第三级上一级审批人主管.*admin未开始/),
    ]);
    expect(within(panel).getByRole('button', { name: '通过' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '拒绝' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: '撤回' })).toBeNull();
  });

  it('拒绝 sends status 2 with the remarks and the record id, then tells the drawer', async () => {
    const user = userEvent.setup();
    const { auditExamine, onDone } = renderPanel(FIXED_PROGRESS);
    await user.click(await screen.findByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('alertdialog', { name: '审批拒绝' });
    await user.type(within(dialog).getByLabelText('审批意见'), '金额不对');
    await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(auditExamine).toHaveBeenCalledWith({ recordId: 8, status: 2, remarks: '金额不对', id: 21, nextUserId: undefined });
  });

  it('the submitter of an authorised flow may withdraw', async () => {
    const user = userEvent.setup();
    const { auditExamine } = renderPanel({
      examineType: 2, flowExamineType: 2, isCheck: 0, isRecheck: 1,
      steps: [
        { examineStatus: 5, userList: [{ userId: 5, realname: '李娜', examineStatus: 5 }] },
        { examineStatus: 0, userList: [{ userId: 4, realname: '张伟', examineStatus: 0 }] },
      ],
    }, 0);
    expect(await screen.findByRole('button', { name: '撤回' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
    expect(screen.getByText('未审核')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '撤回' }));
    const dialog = await screen.findByRole('alertdialog', { name: '撤回审批' });
    await user.click(within(dialog).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(auditExamine).toHaveBeenCalledWith({ recordId: 8, status: 4, remarks: '', id: 21, nextUserId: undefined }));
  });
});

describe('examineView', () => {
  it('reads the answer: buttons, labels and status keys', () => {
    expect(examineActions({ isCheck: 1, isRecheck: 1 })).toEqual(['approve', 'reject', 'withdraw']);
    expect(examineActions({ isCheck: 0, isRecheck: 0 })).toEqual([]);
    expect(examineActions(undefined)).toEqual([]);
    expect(stepLabel({ examineStatus: 6, userList: [] }, 0, 1)).toEqual({ key: 'detail.examine.submitter' });
    expect(stepLabel({ stepType: 4, stepNum: 2, examineStatus: 0, userList: [] }, 2, 1))
      .toEqual({ key: 'detail.examine.level', values: { n: 2, zh: '二' }, typeKey: 'crm.create.stepType.4' });
    expect(stepLabel({ examineStatus: 1, userList: [] }, 1, 2)).toEqual({ key: 'detail.examine.approver' });
    expect(personStatusKey(4)).toBe('detail.examine.status.4');
    expect(personStatusKey(99)).toBe('detail.examine.status.0');
  });
});
