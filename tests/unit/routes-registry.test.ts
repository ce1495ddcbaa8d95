import { describe, expect, it } from 'vitest';
import routesFile from '../../schemas/routes.json';
import { zhCN } from '../support/zhCatalogue.ts';
import en from '../../i18n/en.json';
import type { RouteDef } from '../../engine/routes/index.ts';
import { NOT_BUILT, pageRegistry } from '../../pages/registry.ts';
import { buildRouteTree, UnknownPageError } from '../../engine/react/index.ts';


function walk(routes: readonly RouteDef[]): RouteDef[] {
  return routes.flatMap((r) => [r, ...walk(r.children ?? [])]);
}
const all = walk(routesFile.routes as RouteDef[]);

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('routes.json and the page registry', () => {
  it('has a registered page for every component key', () => {
    const missing = all.filter((r) => r.component && !pageRegistry[r.component]).map((r) => r.component);
    expect(missing).toEqual([]);
  });

  it('lists no unbuilt key that routes.json does not use', () => {
    const used = new Set(all.map((r) => r.component));
    expect(NOT_BUILT.filter((key) => !used.has(key))).toEqual([]);
  });

  it('refuses to build a tree naming an unknown page', () => {
    const bad: RouteDef[] = [{ path: '/x', component: 'crm/nothing', title: 'routes.crm.title' }];
    expect(() => buildRouteTree(bad, pageRegistry)).toThrow(UnknownPageError);
  });

  it('has every title in both catalogues, Chinese in zh-CN', () => {
    for (const route of all) {
      const zh = lookup(zhCN, route.title);
      expect(typeof zh, route.title).toBe('string');
      expect(zh as string, route.title).toMatch(/[\u4e00-\u9fff]/);
      expect(typeof lookup(en, route.title), route.title).toBe('string');
    }
  });

  it('uses the contract texts', () => {
    expect(lookup(zhCN, 'forcedLogout')).toEqual({ title: '确定登出', text: '你已被登出，请重新登录', button: '重新登录' });
    expect(lookup(zhCN, 'shell.confirm.title')).toBe('提示'); // the logout question's title, as every confirmation's
    expect(lookup(zhCN, 'logoutConfirm.text')).toBe('确定退出登录吗？');
    expect(lookup(zhCN, 'notBuilt.text')).toBe('此功能尚未实现，将在后续版本提供');
    expect(lookup(zhCN, 'person.pwdMismatch')).toBe('两次输入的密码不一致');
    expect(lookup(zhCN, 'shell.sessionLoadFailed')).toBe('获取用户信息失败');
    expect([lookup(zhCN, 'nav.office'), lookup(zhCN, 'nav.crm'), lookup(zhCN, 'nav.bi'), lookup(zhCN, 'nav.project')])
      .toEqual(['办公', '客户管理', '商业智能', '项目管理']);
  });
});
