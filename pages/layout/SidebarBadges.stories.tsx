// The office sidebar's unread and to-do badges: the menu of the 办公 area from schemas/routes.json
// (each item naming its count of OaBackLog/num, contract 8.3), badged from an in-story answer of
// that call the way MainLayout badges it (useMenuBadges' badgeTexts, then withBadge): nothing at 0,
// the count up to 99, 99+ past it; the collapsed sidebar says the count in each link's name. The
// last story runs MainLayout's own hook (useMenuBadges) over a stand-in of the call's transport,
// and refreshMenuBadges (what the lists call after an action) brings a lower count.
import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import routesFile from '../../schemas/routes.json';
import { sidebarMenu, type RouteDef } from '../../engine/routes/index.ts';
import { Sidebar } from './Sidebar.tsx';
import { toSidebarEntries, withBadge } from './sidebarEntries.ts';
import { badgeTexts, refreshMenuBadges, useMenuBadges } from './useMenuBadges.ts';

const office = (routesFile.routes as RouteDef[]).find((route) => route.path === '/workbench')!;

/** OaBackLog/num's `data` (absent: the call failed, which shows no badge). */
type OaCounts = { eventNum: number; taskNum: number; announcementNum: number; logNum: number; examineNum: number };

function OfficeSidebar({ counts }: { counts?: OaCounts }) {
  const { t } = useTranslation();
  const entries = useMemo(() => {
    const menu = sidebarMenu(office);
    const badges = badgeTexts(menu, counts ? { 'OaBackLog/num': counts } : {});
    return [...badges].reduce((list, [path, badge]) => withBadge(list, path, badge), toSidebarEntries(menu, t));
  }, [counts, t]);
  return (
    <div style={{ height: '520px', display: 'flex' }}>
      <Sidebar entries={entries} activeIndex="/workbench/index" />
    </div>
  );
}

const meta = {
  title: 'Pages/Layout/SidebarBadges',
  component: OfficeSidebar,
  args: { counts: { eventNum: 0, taskNum: 5, announcementNum: 99, logNum: 100, examineNum: 1234 } },
  parameters: { layout: 'fullscreen' },
  // Each story starts with the sidebar open: collapsing is remembered by the browser.
  beforeEach: () => { localStorage.removeItem('sidebarCollapsed'); },
} satisfies Meta<typeof OfficeSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const link = (canvas: ReturnType<typeof within>, label: string) => canvas.getByRole('link', { name: new RegExp(`^${label}( |$)`) });

/** 0 → no badge; 5, 99 as they are; 100 and 1234 → 99+; each badge named 「N 条待办」; the menu in its order. */
export const Counts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: '侧边菜单' }));
    await expect(nav.getAllByRole('link').map((item) => item.textContent)).toEqual(['工作台', '日程', '任务5', '公告99', '日志99+', '审批99+', '通讯录', '公众号模板消息', '日志汇总']);
    await expect(within(link(nav, '日程')).queryByLabelText(/条待办$/)).toBeNull();
    await expect(within(link(nav, '任务')).getByLabelText('5 条待办')).toHaveTextContent(/^5$/);
    await expect(within(link(nav, '公告')).getByLabelText('99 条待办')).toHaveTextContent(/^99$/);
    await expect(within(link(nav, '日志')).getByLabelText('99+ 条待办')).toHaveTextContent(/^99\+$/);
    await expect(within(link(nav, '审批')).getByLabelText('99+ 条待办')).toHaveTextContent(/^99\+$/);
    await expect(link(nav, '工作台')).toHaveAttribute('aria-current', 'page');
  },
};

/** Collapsed: no labels, each badged link says its count in its name (a red dot is all that shows). */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '收起菜单' }));
    const nav = within(canvas.getByRole('navigation', { name: '侧边菜单' }));
    await waitFor(() => expect(nav.getByRole('link', { name: '任务 5 条待办' })).toBeVisible());
    await expect(nav.getByRole('link', { name: '日程' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '公告 99 条待办' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '日志 99+ 条待办' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '审批 99+ 条待办' })).toBeVisible();
    await expect(nav.queryByText('99+')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '展开菜单' }));
    await expect(await nav.findByLabelText('5 条待办')).toBeVisible();
  },
};

/** Nothing to do: every count 0, no badge anywhere. */
export const AllRead: Story = {
  args: { counts: { eventNum: 0, taskNum: 0, announcementNum: 0, logNum: 0, examineNum: 0 } },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: '侧边菜单' }));
    await expect(nav.getAllByRole('link').map((item) => item.textContent)).toEqual(['工作台', '日程', '任务', '公告', '日志', '审批', '通讯录', '公众号模板消息', '日志汇总']);
    await expect(nav.queryByLabelText(/条待办$/)).toBeNull();
  },
};

/** The count call failed (the spec's count calls fail silently): no badge, the menu as usual. */
export const CountsFailed: Story = {
  args: { counts: undefined },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: '侧边菜单' }));
    await expect(nav.getAllByRole('link')).toHaveLength(9);
    await expect(nav.queryByLabelText(/条待办$/)).toBeNull();
  },
};

/** The sidebar as MainLayout badges it: its own hook asks OaBackLog/num. */
function LiveOfficeSidebar() {
  const { t } = useTranslation();
  const menu = useMemo(() => sidebarMenu(office), []);
  const badges = useMenuBadges(menu);
  const entries = useMemo(() => [...badges].reduce((list, [path, badge]) => withBadge(list, path, badge), toSidebarEntries(menu, t)), [badges, menu, t]);
  return (
    <div style={{ height: '520px', display: 'flex' }}>
      <Sidebar entries={entries} activeIndex="/workbench/journal" />
    </div>
  );
}

/** What the stand-in server answers to OaBackLog/num now. */
const serverCounts: OaCounts = { eventNum: 0, taskNum: 0, announcementNum: 0, logNum: 0, examineNum: 0 };

/**
 * The real hook over the call (fetch stands in for the server, answering OaBackLog/num only): 100
 * unread logs read 99+; two are read (a log opened marks it read, and the list tells the menu:
 * refreshMenuBadges), the count asked again reads 98; then all of them: no badge.
 */
export const RefreshedAfterReading: StoryObj<typeof LiveOfficeSidebar> = {
  render: () => <LiveOfficeSidebar />,
  beforeEach: () => {
    Object.assign(serverCounts, { eventNum: 2, taskNum: 5, announcementNum: 0, logNum: 100, examineNum: 1 });
    const original = window.fetch;
    window.fetch = async (input, init) => (String(input).endsWith('/api/OaBackLog/num')
      ? new Response(JSON.stringify({ code: 0, msg: 'success', data: { ...serverCounts } }), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : original(input, init));
    return () => { window.fetch = original; };
  },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: '侧边菜单' }));
    await expect(await nav.findByLabelText('99+ 条待办')).toBeVisible();
    await expect(within(link(nav, '日程')).getByLabelText('2 条待办')).toBeVisible();
    await expect(within(link(nav, '公告')).queryByLabelText(/条待办$/)).toBeNull();

    serverCounts.logNum = 98;
    refreshMenuBadges();
    await waitFor(() => expect(within(link(nav, '日志')).getByLabelText('98 条待办')).toHaveTextContent(/^98$/));

    serverCounts.logNum = 0;
    refreshMenuBadges();
    await waitFor(() => expect(within(link(nav, '日志')).queryByLabelText(/条待办$/)).toBeNull());
    await expect(within(link(nav, '任务')).getByLabelText('5 条待办')).toBeVisible();
  },
};
