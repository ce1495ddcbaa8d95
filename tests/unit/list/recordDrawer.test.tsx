// A record opened from an engine list stays open until the user closes it. The list is the
// engine's ListScreen on a record list route (routes derived by withRecordRoutes, addressed by
// useRouterListAddress) inside the app's StrictMode, and the drawer is the real RecordDetail.
//
// Under StrictMode (development builds: `npm run dev`, and every build made inside vitest, where
// NODE_ENV=test makes Vite bundle React's development build) React runs a newly mounted drawer's
// effects twice. The Zag dialog's first focus trap, torn down at once, hands focus back to the
// list's name button a moment later, after the second one's dismissable layer is listening: that
// focus outside the drawer closed it (closeRecord, Back to the list) with no user action. The test
// plays that hand-back directly, since when React's frames fall cannot be arranged under happy-dom.
import { StrictMode, useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, useLocation, useRoutes } from 'react-router-dom';
import { AppProviders } from '../../support/AppProviders.tsx';
import '../../../i18n/index.ts';
import { buildRouteTree, type PageProps } from '../../../engine/react/index.ts';
import { ListScreen, type ListEnvironment } from '../../../engine/react/list/index.ts';
import { useRouterListAddress } from '../../../engine/react/list/routerListAddress.ts';
import { DetailEnvironmentProvider } from '../../../engine/react/detail/detailEnvironment.tsx';
import { modulePage } from '../../../engine/modules/catalogue.ts';
import { withRecordRoutes, type AuthTree, type RouteDef } from '../../../engine/routes/index.ts';
import { createStoryDetailApi } from '../../../pages/crm/detail/storyDetailApi.ts';

const AUTH: AuthTree = { crm: { customer: { index: true, read: true, update: true } } };
const NAME = '杭州云帆科技有限公司';

function listEnvironment(): ListEnvironment {
  return {
    api: {
      queryPageList: vi.fn(async () => ({ list: [{ customerId: 7, customerName: NAME, ownerUserName: '张三' }], totalRow: 1 })),
      queryListHead: vi.fn(async () => [{ fieldName: 'customerName', name: '客户名称', width: 180 }, { fieldName: 'ownerUserName', name: '负责人', width: 100 }]),
      queryFieldVersion: vi.fn(async () => 1),
      queryFieldConfig: vi.fn(async () => ({ value: [], hideValue: [] })),
      saveFieldConfig: vi.fn(async () => {}),
      setColumnWidth: vi.fn(async () => {}),
      runAction: vi.fn(async () => {}),
      download: vi.fn(async () => ''),
      subscribeFields: vi.fn(() => () => {}),
    },
    scenes: {
      queryScenes: vi.fn(async () => [{ sceneId: 1, name: '全部客户', data: '', isDefault: 1, isSystem: 1 }]),
      querySceneConfig: vi.fn(async () => ({ value: [], hideValue: [] })),
      addScene: vi.fn(async () => {}),
      updateScene: vi.fn(async () => {}),
      deleteScene: vi.fn(async () => {}),
      setDefaultScene: vi.fn(async () => {}),
      saveSceneConfig: vi.fn(async () => {}),
      querySceneFields: vi.fn(async () => []),
    },
    auth: AUTH,
    users: async () => [],
    deptTree: async () => [],
    notifySuccess: vi.fn(),
    notifyError: vi.fn(),
  };
}

/** pages/records/RecordPage with in-test calls: the module's ListScreen on the route's address. */
function TestRecordPage({ route, fullPath }: PageProps) {
  const env = useMemo(listEnvironment, []);
  const address = useRouterListAddress(fullPath);
  return <ListScreen page={modulePage(route.module!)!} env={env} address={address} />;
}

function Area() {
  return <Outlet />;
}

// The app's shape: an area, its record list route, and the `:id` child the engine derives.
const ROUTES: RouteDef[] = [{ path: '/crm', component: 'Area', title: 'CRM', children: [{ path: 'customer', component: 'RecordPage', module: 'customer', title: '客户' }] }];
const tree = buildRouteTree(withRecordRoutes(ROUTES), { Area, RecordPage: TestRecordPage });

/** Where the router is, decoded: the list writes its query in canonical (encoded) form. */
let location = '';
function Routes() {
  const current = useLocation();
  location = decodeURIComponent(current.pathname + current.search);
  return useRoutes(tree);
}

function renderList(path: string) {
  return render(
    <StrictMode>
      <AppProviders>
        <DetailEnvironmentProvider value={{ api: createStoryDetailApi(), auth: AUTH, user: { userId: 1, realname: '张三' } }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes />
          </MemoryRouter>
        </DetailEnvironmentProvider>
      </AppProviders>
    </StrictMode>,
  );
}

/** Generous: the machine may be busy; nothing here measures time. */
const SLOW = { timeout: 15_000 };

/** The dismissable layer reads a focus change in the next animation frame: let two go by. */
const frames = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

// The table is virtualised: it draws the rows that fit its box, which happy-dom does not lay out.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a record drawer opened from a list', { timeout: 60_000 }, () => {
  it('stays open when focus is handed back to the list behind it, and closes when the user closes it', async () => {
    const user = userEvent.setup();
    renderList('/crm/customer?q=杭州');
    const name = await screen.findByRole('button', { name: NAME }, SLOW);
    await user.click(name);
    await waitFor(() => expect(location).toBe('/crm/customer/7?q=杭州'), SLOW);
    const drawer = await screen.findByRole('dialog', { name: '客户详情' }, SLOW);
    await within(drawer).findByRole('heading', { name: NAME }, SLOW);
    // the drawer has taken focus (its focus trap is active, its dismissable layer listening)
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true), SLOW);
    await frames();

    // what the torn-down first focus trap does: focus back on the name that opened the drawer
    act(() => name.focus());
    await frames();
    await frames();
    expect(location).toBe('/crm/customer/7?q=杭州');
    expect(screen.getByRole('dialog', { name: '客户详情' })).toBe(drawer);
    expect(within(drawer).getByRole('heading', { name: NAME })).toBeTruthy();

    // the user's own ways out still close it: 关闭 goes Back to the list's entry
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(location).toBe('/crm/customer?q=杭州'), SLOW);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '客户详情' })).toBeNull(), SLOW);
    expect(screen.getByRole('button', { name: NAME })).toBeTruthy();
  });

  it('closes on Esc', async () => {
    const user = userEvent.setup();
    renderList('/crm/customer');
    await user.click(await screen.findByRole('button', { name: NAME }, SLOW));
    const drawer = await screen.findByRole('dialog', { name: '客户详情' }, SLOW);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true), SLOW);
    await frames();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location).toBe('/crm/customer'), SLOW);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '客户详情' })).toBeNull(), SLOW);
  });
});
