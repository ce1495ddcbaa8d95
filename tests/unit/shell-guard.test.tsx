// The router guard rendered for real: MemoryRouter + the shell's routes, fetch stubbed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { system } from '../../widgets/theme.ts';
import '../../i18n/index.ts';
import { AppRoutes } from '../../pages/shell/AppRoutes.tsx';
import { toaster } from '../../pages/shell/toaster.tsx';
import { reloadSession, signIn, signOut, getSession } from '../../pages/session/sessionStore.ts';
import { setRequestPresenter } from '../../server-adapter/presenter.ts';
import { getToken, setToken } from '../../server-adapter/token.ts';
import { adminTree, salesTree } from '../support/authTrees.ts';

const admin = { userId: 3, username: 'admin', realname: 'admin', deptName: '办公室' };
let location = '';
let toasts: string[] = [];

function LocationProbe() {
  const current = useLocation();
  location = current.pathname + current.search;
  return null;
}

/** Answers by call path; unknown paths answer an empty success. */
function serve(answers: Record<string, unknown>) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const path = String(url).replace(/^\/api\//, '');
    const body = answers[path] ?? { code: 0, data: null };
    return new Response(JSON.stringify(body), { status: 200 });
  }));
}

function renderAt(path: string) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  toasts = [];
  setRequestPresenter({ toastError: (msg) => toasts.push(msg), showForcedLogout: () => toasts.push('forced logout') });
  signOut();
  serve({ 'sysConfig/querySysConfig': { code: 0, data: { name: '', logo: '' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('router guard', () => {
  it('sends a visitor without a token to /login with the wanted path, and back after login', async () => {
    // a page of one table (no chart to draw in jsdom); the stubbed server answers nothing but login
    renderAt('/bi/productstatistics?type=3');
    await waitFor(() => expect(location).toBe(`/login?redirect=${encodeURIComponent('/bi/productstatistics?type=3')}`));
    const username = await screen.findByLabelText(/用户名/);
    const password = screen.getByLabelText(/密码/);
    expect(await screen.findByText('灵犀CRM')).toBeTruthy();

    serve({ login: { code: 0, 'Admin-Token': 'a'.repeat(32), user: admin, auth: adminTree } });
    const user = userEvent.setup();
    await user.type(username, ' admin ');
    await user.type(password, '123456{Enter}');

    await waitFor(() => expect(location).toBe('/bi/productstatistics?type=3'));
    expect(getToken()).toBe('a'.repeat(32));
    // the page is loaded lazily: its first import on a cold cache takes longer than findBy's second
    expect(await screen.findByRole('heading', { name: '产品销售情况统计', level: 1 }, { timeout: 10_000 })).toBeTruthy();
  });

  it('asks for both fields before sending anything', async () => {
    renderAt('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect((fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((c) => c[0])).not.toContain('/api/login');
  });

  it('sends a signed-in user from /login to /, and / to the first permitted page', async () => {
    signIn({ token: 'b'.repeat(32), user: admin as never, auth: adminTree });
    renderAt('/login');
    await waitFor(() => expect(location).toBe('/workbench/index'));
    // the workbench's list screen is loaded lazily, like any page
    expect(await screen.findByRole('heading', { name: '工作台' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the salesperson only the areas the tree grants, and 404s the rest', async () => {
    signIn({ token: 'c'.repeat(32), user: { ...admin, realname: '王小明' } as never, auth: salesTree });
    renderAt('/crm');
    await waitFor(() => expect(location).toBe('/crm/workbench'));
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['办公', '客户管理', '项目管理']);
    cleanup();
    renderAt('/bi/customerTotal');
    await waitFor(() => expect(location).toBe('/404'));
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeTruthy();
  });

  it('restores tree and user for a token found on a fresh page load', async () => {
    setToken('d'.repeat(32));
    reloadSession();
    serve({
      'system/role/auth': { code: 0, data: salesTree },
      'system/user/queryLoginUser': { code: 0, data: admin },
    });
    renderAt('/project/my-task');
    expect(await screen.findByRole('heading', { name: '我的任务' })).toBeTruthy();
    expect(getSession().auth).toEqual(salesTree);
  });

  it('logs out, says why and goes to / when the tree cannot be loaded', async () => {
    setToken('e'.repeat(32));
    reloadSession();
    serve({ 'system/role/auth': { code: 500, msg: '账户被禁用！' } });
    renderAt('/crm/customer');
    await waitFor(() => expect(location).toBe('/login'));
    expect(getToken()).toBeUndefined();
    // one message, the server's, from the restore itself (its calls are silent: no second toast)
    expect(toasts).toEqual([]);
    expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('账户被禁用！');
  });
});

describe('user menu', () => {
  async function openMenu() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '用户菜单' }));
    return user;
  }

  it('offers 进入后台 only with a manage right, and the version line', async () => {
    signIn({ token: 'f'.repeat(32), user: admin as never, auth: adminTree });
    renderAt('/crm/workbench');
    let user = await openMenu();
    expect(await screen.findByRole('menuitem', { name: /进入后台/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /个人中心/ })).toBeTruthy();
    expect(screen.getByText('V9.2.3.191220')).toBeTruthy();
    // Close it before unmounting: zag keeps open layers in module-level state.
    await user.click(screen.getByRole('button', { name: '用户菜单' }));
    cleanup();
    signIn({ token: 'f'.repeat(32), user: admin as never, auth: salesTree });
    renderAt('/crm/workbench');
    user = await openMenu();
    await screen.findByRole('menuitem', { name: /个人中心/ });
    expect(screen.queryByRole('menuitem', { name: /进入后台/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '用户菜单' }));
  });

  it('asks 确定退出登录吗？ before signing out', async () => {
    signIn({ token: 'f'.repeat(32), user: admin as never, auth: salesTree });
    renderAt('/crm/workbench');
    const user = await openMenu();
    await screen.findByRole('menuitem', { name: /退出登录/ });
    // by keyboard (退出登录 is the last item): zag's pointer selection is flaky in happy-dom after
    // an earlier test's menu
    await user.keyboard('{End}{Enter}');
    // (by text: happy-dom keeps the closing menu's aria-hidden on the portal a moment longer)
    const dialog = (await screen.findByText('确定退出登录吗？')).closest('[role=alertdialog]')!;
    expect(dialog.textContent).toContain('提示');
    await user.click(within(dialog as HTMLElement).getByText('取消'));
    expect(getToken()).toBe('f'.repeat(32));
  });
});
