// The record drawer (engine/react/detail/RecordDetail) in its states, on in-story data
// (storyDetailApi.ts): loading, no data permission, a customer with every tab, the same customer
// for a user without action rights, a refused delete, a business's stage bar, an announcement, and
// an office task (storyTaskApi.ts): subtasks, comments with replies, activity, 完成任务.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecordDetail, type RecordDetailProps } from '../../../engine/react/detail/RecordDetail.tsx';
import { DetailEnvironmentProvider } from '../../../engine/react/detail/detailEnvironment.tsx';
import { Toaster } from '../../shell/toaster.tsx';
import type { AuthTree } from '../../../engine/routes/types.ts';
import { createStoryDetailApi, type StoryDetailOptions } from './storyDetailApi.ts';
import { createStoryTaskApi } from './storyTaskApi.ts';
import type { DetailCrmType } from '../../../server-adapter/crmDetail.ts';

const ADMIN: AuthTree = {
  crm: {
    leads: { save: true, update: true, index: true, read: true, delete: true, transfer: true, transform: true },
    customer: { save: true, update: true, index: true, read: true, delete: true, transfer: true, putinpool: true, lock: true, teamsave: true, dealStatus: true },
    contacts: { save: true, update: true, index: true, read: true, delete: true, transfer: true },
    business: { save: true, update: true, index: true, read: true, delete: true, transfer: true, teamsave: true },
    contract: { save: true, update: true, index: true, read: true, delete: true, transfer: true, teamsave: true, discard: true },
    receivables: { save: true, update: true, index: true, read: true, delete: true },
    product: { save: true, update: true, index: true, read: true, status: true },
    pool: { index: true, receive: true },
  },
};

/** Reads and nothing else: no action, no 新建, no team editing; no contract or receivables list. */
const READER: AuthTree = {
  crm: { customer: { index: true, read: true }, contacts: { index: true, read: true }, business: { index: true, read: true } },
};

interface HarnessProps extends RecordDetailProps {
  auth: AuthTree;
  api: ReturnType<typeof createStoryDetailApi>;
}

function Harness({ auth, api, ...props }: HarnessProps) {
  return (
    <DetailEnvironmentProvider value={{ api, auth, user: { userId: 1, realname: '张三' } }}>
      <RecordDetail {...props} />
      <Toaster />
    </DetailEnvironmentProvider>
  );
}

function withApi(options: StoryDetailOptions = {}) {
  return createStoryDetailApi(options);
}

const meta = {
  title: 'Pages/CRM/RecordDetail',
  component: Harness,
  args: { crmType: 'customer', id: 7, auth: ADMIN, api: withApi(), onClose: fn(), onChanged: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function drawer(canvasElement: HTMLElement) {
  const body = page(canvasElement);
  const dialog = await body.findByRole('dialog', { name: /详情/ });
  return { body, drawer: within(dialog) };
}

/** queryById has not answered: a spinner with 正在加载…, nothing else. */
export const Loading: Story = {
  args: { api: withApi({ hang: true }) },
  play: async ({ canvasElement }) => {
    const { drawer: d } = await drawer(canvasElement);
    await expect(await d.findByRole('status')).toHaveTextContent('正在加载…');
    await expect(d.queryByRole('tablist')).toBeNull();
    await expect(d.queryByRole('toolbar')).toBeNull();
  },
};

/** queryById answered {dataAuth: 0}: only 暂无权限访问, no header, tabs or actions. */
export const NoPermission: Story = {
  args: { api: withApi({ noDataAuth: true }) },
  play: async ({ canvasElement }) => {
    const { drawer: d } = await drawer(canvasElement);
    const text = await d.findByText('暂无权限访问');
    await waitFor(() => expect(text).toBeVisible());
    await expect(d.queryByRole('tablist')).toBeNull();
    await expect(d.queryByRole('toolbar')).toBeNull();
    await expect(d.queryByRole('heading')).toBeNull();
  },
};

/** The customer with everything: facts, every action, each tab's content; 锁定 runs and reloads. */
export const CustomerFilled: Story = {
  args: { api: withApi(), onChanged: fn() },
  play: async ({ canvasElement, args }) => {
    const { body, drawer: d } = await drawer(canvasElement);
    await expect(await d.findByRole('heading', { name: '杭州云帆科技有限公司' })).toBeVisible();
    // the header's facts (the basic-information tab below names the same fields once it has loaded)
    const facts = within(d.getByRole('group', { name: '概要' }));
    await expect(facts.getByText('负责人').nextElementSibling).toHaveTextContent('张三');
    await expect(facts.getByText('成交状态').nextElementSibling).toHaveTextContent('未成交');
    const toolbar = d.getByRole('toolbar', { name: '操作' });
    const buttons = within(toolbar).getAllByRole('button').map((b) => b.textContent);
    await expect(buttons).toEqual(['编辑', '转移', '锁定', '放入公海', '设置成交状态', '删除']);

    const tabs = d.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['基本信息', '跟进记录', '联系人', '商机', '合同', '回款', '团队成员', '附件', '操作记录']);

    // 基本信息: custom fields formatted by formType.
    await expect(await d.findByText('12,500,000.00')).toBeVisible();
    await expect(d.getByText('李四')).toBeVisible();
    await expect(d.getByText('浙江省 杭州市 西湖区 文三路 90 号')).toBeVisible();
    await expect(d.getByRole('link', { name: '框架协议.pdf' })).toBeVisible();

    await userEvent.click(d.getByRole('tab', { name: '联系人' }));
    await expect(await d.findByText('周经理')).toBeVisible();
    await expect(d.getByRole('button', { name: '新建联系人' })).toBeVisible();

    await userEvent.click(d.getByRole('tab', { name: '合同' }));
    await expect(await d.findByText('没有找到数据')).toBeVisible();

    await userEvent.click(d.getByRole('tab', { name: '回款' }));
    await expect(await d.findByRole('heading', { name: '回款计划' })).toBeVisible();
    await expect(await d.findByText('HT-2026-001')).toBeVisible();

    await userEvent.click(d.getByRole('tab', { name: '团队成员' }));
    await expect(await d.findByText('负责人权限')).toBeVisible();
    await expect(d.queryByRole('button', { name: '移除张三' })).toBeNull(); // the owner stays
    await expect(d.getByRole('button', { name: '移除李四' })).toBeVisible();
    // 添加团队成员: pick 王五, give 读写, confirm; the row appears with that power.
    await userEvent.click(d.getByRole('button', { name: '添加团队成员' }));
    const picker = await d.findByRole('dialog', { name: '选择成员' });
    await waitFor(() => expect(picker).toBeVisible());
    await userEvent.click(await within(picker).findByRole('checkbox', { name: '王五' }));
    await userEvent.click(within(picker).getByRole('button', { name: '确 定' }));
    const adding = await d.findByRole('group', { name: '添加团队成员' });
    await userEvent.click(within(adding).getByLabelText('读写'));
    await userEvent.click(within(adding).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.api.calls).toContain('addMembers 3 2'));
    await expect(await d.findByRole('button', { name: '移除王五' })).toBeVisible();

    await userEvent.click(d.getByRole('tab', { name: '操作记录' }));
    await expect(await d.findByText('新建了客户')).toBeVisible();

    // 跟进记录: the list, then a new one.
    await userEvent.click(d.getByRole('tab', { name: '跟进记录' }));
    await expect(await d.findByText('演示了新版报表，客户很感兴趣。')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: '发布' }));
    await expect(await d.findByText('跟进内容不能为空')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: '跟进内容' }), '电话确认了报价');
    // another tab and back: the text not sent yet is still there
    await userEvent.click(d.getByRole('tab', { name: '操作记录' }));
    await userEvent.click(d.getByRole('tab', { name: '跟进记录' }));
    await expect(await d.findByRole('textbox', { name: '跟进内容' })).toHaveValue('电话确认了报价');
    // the tab's list back in place before publishing: on a loaded machine a click while the panel
    // was still mounting could land on a button being replaced (a fresh-clone CI run lost it twice)
    await expect(await d.findByText('演示了新版报表，客户很感兴趣。')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(args.api.calls).toContain('addRecord 打电话 电话确认了报价'), { timeout: 5000 });
    // the text in the list, not in the box (a textarea remounted with a draft carries it as text too)
    await expect(await d.findByText('电话确认了报价', { selector: ':not(textarea)' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(d.getByRole('textbox', { name: '跟进内容' })).toHaveValue(''));

    // 锁定: confirm, toast, the header and the actions follow the record.
    await userEvent.click(within(toolbar).getByRole('button', { name: '锁定' }));
    const confirm = await body.findByRole('alertdialog', { name: '锁定' });
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(body.getAllByText('操作成功').length).toBeGreaterThan(0), { timeout: 5000 });
    await waitFor(() => expect(d.getByText('锁定状态').nextElementSibling).toHaveTextContent('已锁定'));
    await waitFor(() => expect(within(d.getByRole('toolbar')).getByRole('button', { name: '解锁' })).toBeVisible());
    await expect(within(d.getByRole('toolbar')).queryByRole('button', { name: '放入公海' })).toBeNull();
    await expect(args.onChanged).toHaveBeenCalled();
  },
};

/** A reader: no actions at all, no 新建, no team editing, no 合同 or 回款 tab. */
export const ActionsHiddenWithoutRights: Story = {
  args: { auth: READER, api: withApi() },
  play: async ({ canvasElement }) => {
    const { drawer: d } = await drawer(canvasElement);
    await expect(await d.findByRole('heading', { name: '杭州云帆科技有限公司' })).toBeVisible();
    await expect(d.queryByRole('toolbar')).toBeNull();
    const tabs = d.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['基本信息', '跟进记录', '联系人', '商机', '团队成员', '附件', '操作记录']);
    await userEvent.click(d.getByRole('tab', { name: '联系人' }));
    await expect(await d.findByText('周经理')).toBeVisible();
    await expect(d.queryByRole('button', { name: '新建联系人' })).toBeNull();
    await userEvent.click(d.getByRole('tab', { name: '团队成员' }));
    await expect(await d.findByText('负责人权限')).toBeVisible();
    await expect(d.queryByRole('button', { name: '添加团队成员' })).toBeNull();
    await expect(d.queryByRole('button', { name: '移除李四' })).toBeNull();
    await userEvent.click(d.getByRole('tab', { name: '附件' }));
    await expect(await d.findByText('需求说明书.docx')).toBeVisible();
    await expect(d.queryByRole('button', { name: '上传附件' })).toBeNull();
  },
};

/** 删除 refused by the server: its message shows in the dialog, which stays open; the drawer stays. */
export const DeleteRefused: Story = {
  args: { api: withApi({ refuseDelete: '该客户下有联系人，不能删除' }), onClose: fn() },
  play: async ({ canvasElement, args }) => {
    const { body, drawer: d } = await drawer(canvasElement);
    await userEvent.click(await d.findByRole('button', { name: '删除' }));
    const confirm = await body.findByRole('alertdialog', { name: '删除' });
    await expect(confirm).toHaveTextContent('确定删除该客户？删除后不可恢复。');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('该客户下有联系人，不能删除');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A business: the stage bar advances, 输单 needs a reason; the products tab shows total and discount. */
export const BusinessStages: Story = {
  args: { crmType: 'business', id: 3, api: withApi() },
  play: async ({ canvasElement, args }) => {
    const { body, drawer: d } = await drawer(canvasElement);
    const heading = await d.findByRole('heading', { name: '云帆 CRM 升级项目' });
    await waitFor(() => expect(heading).toBeVisible()); // the drawer slides in
    await d.findByRole('list', { name: '商机阶段' });
    await waitFor(() => expect(within(d.getByRole('list', { name: '商机阶段' })).getByRole('button', { name: /需求分析/ })).toHaveAttribute('aria-current', 'step'));
    await userEvent.click(within(d.getByRole('list', { name: '商机阶段' })).getByRole('button', { name: /方案\/报价/ }));
    const advance = await body.findByRole('alertdialog', { name: '推进商机阶段' });
    await userEvent.click(within(advance).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.api.calls).toContain('boost {"statusId":3,"isEnd":0}'));
    await waitFor(() => expect(within(d.getByRole('list', { name: '商机阶段' })).getByRole('button', { name: /方案\/报价/ })).toHaveAttribute('aria-current', 'step'));

    await userEvent.click(d.getByRole('button', { name: '输单' }));
    const lose = await body.findByRole('alertdialog', { name: '输单' });
    const ok = within(lose).getByRole('button', { name: '确定' });
    await expect(ok).toBeDisabled();
    await userEvent.type(within(lose).getByRole('textbox'), '预算取消');
    await expect(ok).toBeEnabled();
    await userEvent.click(ok);
    await waitFor(() => expect(args.api.calls).toContain('boost {"statusId":3,"isEnd":2,"statusRemark":"预算取消"}'));
    await expect(await d.findByText(/预算取消/)).toBeVisible();

    await userEvent.click(d.getByRole('tab', { name: '产品' }));
    await expect(await d.findByText('灵犀 CRM 旗舰版')).toBeVisible();
    await expect(d.getByText(/整单折扣：5.00%/)).toBeVisible();
    await expect(d.getByText(/产品总金额：150,100.00/)).toBeVisible();
  },
};

/**
 * An announcement (公告): its audience as one fact, its content exactly as typed (the line break
 * kept, the markup shown as text), marked read once by the descriptor's open call, then the list
 * is told (onChanged); 编辑 and 删除 by its rights.
 */
export const Announcement: Story = {
  args: {
    // A module of the office: its key is not one of the CRM's (DetailCrmType), as office approvals' is not.
    crmType: 'announcement' as DetailCrmType, id: 9, api: withApi(),
    auth: { oa: { announcement: { save: true, update: true, delete: true } } },
  },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: /公告/ }));
    await waitFor(() => expect(dialog.getByTestId('record-text').textContent).toBe('周五下午三点开会。\n请带上<b>本月业绩</b>。'));
    await expect(dialog.getByTestId('record-text').querySelector('b')).toBeNull();
    await waitFor(() => expect(dialog.getByRole('group', { name: '概要' })).toHaveTextContent('销售部'));
    await waitFor(() => expect(args.api.calls.filter((call) => call.startsWith('opened'))).toEqual(['opened announcement 9']));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
    await expect(dialog.getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '删除' })).toBeVisible();
  },
};


/**
 * The office's rights (a module without keys of its own, `rights: "area"`, is granted by its area)
 * and reading customers (关联业务 lists a task's linked records to those who may read them).
 */
const OFFICE: AuthTree = { oa: { task: { save: true } }, crm: { customer: { index: true, read: true } } };
const taskArgs = () => ({ crmType: 'task' as DetailCrmType, id: 12, auth: OFFICE, api: createStoryTaskApi() });

async function taskDrawer(canvasElement: HTMLElement) {
  const body = page(canvasElement);
  const dialog = within(await body.findByRole('dialog', { name: '任务详情' }));
  // the drawer slides in: wait for its heading to be shown, not only present
  const heading = await dialog.findByRole('heading', { name: '准备季度报价' });
  await waitFor(() => expect(heading).toBeVisible());
  return { body, drawer: dialog };
}

/**
 * A task (任务) from its descriptor (schemas/modules/oa/task.json): its facts, actions and tabs; the
 * description; 子任务 with n/m done: one added (typed, 添加), ticked done, another deleted, each
 * through its call and shown after the drawer reloads; an empty name refused.
 */
export const TaskSubtasks: Story = {
  args: taskArgs(),
  play: async ({ canvasElement, args }) => {
    const { body, drawer: d } = await taskDrawer(canvasElement);
    const facts = d.getByRole('group', { name: '概要' });
    await expect(within(facts).getByText('状态').nextElementSibling).toHaveTextContent('进行中');
    await expect(within(facts).getByText('优先级').nextElementSibling).toHaveTextContent('高');
    await expect(within(facts).getByText('负责人').nextElementSibling).toHaveTextContent('李四');
    await expect(within(facts).getByText('参与人').nextElementSibling).toHaveTextContent(/王五.*张三/);
    await expect(within(facts).getByText('标签').nextElementSibling).toHaveTextContent('重要');
    await expect(within(d.getByRole('toolbar', { name: '操作' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['编辑', '完成任务', '删除']);
    await expect(d.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['内容', '子任务', '评论', '关联业务', '附件', '任务动态']);
    await expect(await d.findByText('汇总三家供应商报价，周五前发给张伟。')).toBeVisible();

    await userEvent.click(d.getByRole('tab', { name: '子任务' }));
    await expect(await d.findByText('已完成 1/2')).toBeVisible();
    await expect(d.getByRole('checkbox', { name: '收集三家供应商报价' })).toBeChecked();
    await expect(d.getByRole('checkbox', { name: '整理报价对比表' })).not.toBeChecked();

    // an empty name: refused, nothing sent
    await userEvent.click(d.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.getAllByText('子任务名称不能为空').length).toBeGreaterThan(0));
    await expect(args.api.calls.some((call) => call.startsWith('task/setTask'))).toBe(false);

    await userEvent.type(d.getByRole('textbox', { name: '添加子任务' }), '联系供应商 C');
    await userEvent.click(d.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(args.api.calls).toContain('task/setTask {"pid":12,"name":"联系供应商 C"}'));
    await expect(await d.findByText('已完成 1/3')).toBeVisible();
    await expect(d.getByRole('checkbox', { name: '联系供应商 C' })).not.toBeChecked();
    await waitFor(() => expect(d.getByRole('textbox', { name: '添加子任务' })).toHaveValue(''));

    // (the items are disabled while a change is on its way)
    await waitFor(() => expect(d.getByRole('checkbox', { name: '联系供应商 C' })).toBeEnabled());
    await userEvent.click(d.getByRole('checkbox', { name: '联系供应商 C' }));
    await waitFor(() => expect(args.api.calls).toContain('task/setTask {"taskId":100,"status":5}'));
    await waitFor(() => expect(d.getByRole('checkbox', { name: '联系供应商 C' })).toBeChecked());
    await expect(await d.findByText('已完成 2/3')).toBeVisible();

    await waitFor(() => expect(d.getByRole('button', { name: '删除子任务「整理报价对比表」' })).toBeEnabled());
    await userEvent.click(d.getByRole('button', { name: '删除子任务「整理报价对比表」' }));
    await waitFor(() => expect(args.api.calls).toContain('task/deleteTask {"taskId":32}'));
    await waitFor(() => expect(d.queryByRole('checkbox', { name: '整理报价对比表' })).toBeNull());
    await expect(await d.findByText('已完成 2/2')).toBeVisible();
  },
};

/**
 * 评论 of a task (comment/* type 1): 李四's comment as typed (its line break kept), with 回复 and no
 * 删除; an empty comment refused; 张三 posts one (with 删除), replies to 李四 in his thread (回复 李四),
 * then deletes his own root comment.
 */
export const TaskComments: Story = {
  args: taskArgs(),
  play: async ({ canvasElement, args }) => {
    const { drawer: d } = await taskDrawer(canvasElement);
    await userEvent.click(d.getByRole('tab', { name: '评论' }));
    const theirs = await d.findByRole('article', { name: '李四的评论' });
    await expect(within(theirs).getByText(/供应商 B 的报价还没到/).textContent).toBe('供应商 B 的报价还没到，\n我明天再催一次。');
    await expect(within(theirs).getByRole('button', { name: '回复' })).toBeVisible();
    await expect(within(theirs).queryByRole('button', { name: '删除' })).toBeNull();

    await userEvent.click(d.getByRole('button', { name: '发表' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('评论内容不能为空');

    await userEvent.type(d.getByRole('textbox', { name: '发表评论' }), '好的，我来对比价格。');
    await userEvent.click(d.getByRole('button', { name: '发表' }));
    await waitFor(() => expect(args.api.calls).toContain('addComment {"type":1,"typeId":12,"content":"好的，我来对比价格。","mainId":0,"pid":0}'));
    const mine = await d.findByRole('article', { name: '张三的评论' });
    await expect(mine).toHaveTextContent('好的，我来对比价格。');
    await expect(within(mine).getByRole('button', { name: '删除' })).toBeVisible();
    await expect(d.getByRole('textbox', { name: '发表评论' })).toHaveValue('');

    // a reply in 李四's thread, answering him
    await userEvent.click(within(d.getByRole('article', { name: '李四的评论' })).getByRole('button', { name: '回复' }));
    const replyBox = await d.findByRole('textbox', { name: '回复 李四' });
    await userEvent.type(replyBox, '收到，明天一起看。');
    await userEvent.click(within(replyBox.closest('form')!).getByRole('button', { name: '回复' }));
    await waitFor(() => expect(args.api.calls).toContain('addComment {"type":1,"typeId":12,"content":"收到，明天一起看。","mainId":41,"pid":2}'));
    const reply = await waitFor(() => {
      const found = d.getAllByRole('article', { name: '张三的评论' }).find((item) => item.textContent?.includes('收到，明天一起看。'));
      expect(found).toBeDefined();
      return found!;
    });
    await expect(reply).toHaveTextContent('回复 李四');
    await expect(d.queryByRole('textbox', { name: '回复 李四' })).toBeNull();

    // 张三 deletes his own root comment; 李四's thread (with the reply) stays
    const own = d.getAllByRole('article', { name: '张三的评论' }).find((item) => item.textContent?.includes('好的，我来对比价格。'))!;
    await userEvent.click(within(own).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(args.api.calls.some((call) => /^deleteComment \d+$/.test(call))).toBe(true));
    await waitFor(() => expect(d.queryByText('好的，我来对比价格。')).toBeNull());
    await expect(d.getByRole('article', { name: '李四的评论' })).toBeVisible();
    await expect(d.getByText('收到，明天一起看。')).toBeVisible();
  },
};

/** 任务动态 newest first as the server wrote it; 完成任务 sends status 5, then 已完成 and 重新打开. */
export const TaskActivityAndComplete: Story = {
  args: { ...taskArgs(), onChanged: fn() },
  play: async ({ canvasElement, args }) => {
    const { drawer: d } = await taskDrawer(canvasElement);
    await userEvent.click(d.getByRole('tab', { name: '任务动态' }));
    const lines = await d.findAllByRole('listitem');
    await expect(lines.map((line) => line.textContent)).toEqual([
      '2026-03-02 09:10:00张三将子任务 收集三家供应商报价 标记为完成',
      '2026-03-01 09:00:00张三添加了新任务 准备季度报价',
    ]);
    await expect(args.api.calls).toContain('relatedRows task/queryWorkTaskLog {"taskId":12}');

    // 关联业务: the linked customer by name, opening its own drawer
    await userEvent.click(d.getByRole('tab', { name: '关联业务' }));
    const customers = within(await d.findByRole('table', { name: '客户' }));
    await expect(customers.getByRole('columnheader', { name: '客户名称' })).toBeVisible();
    await expect(customers.getByRole('button', { name: '杭州云帆科技有限公司' })).toBeVisible();

    await userEvent.click(within(d.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: '完成任务' }));
    await waitFor(() => expect(args.api.calls).toContain('task/setTask {"taskId":12,"status":5}'));
    await waitFor(() => expect(within(d.getByRole('group', { name: '概要' })).getByText('状态').nextElementSibling).toHaveTextContent('已完成'));
    await expect(within(d.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: '重新打开' })).toBeVisible();
    await expect(within(d.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: '完成任务' })).toBeNull();
    await expect(args.onChanged).toHaveBeenCalled();
  },
};
