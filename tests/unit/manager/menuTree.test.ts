// A role's permission tree (pages/manager/roleAuth/menuTree.ts): states, toggling a directory, and
// what is saved (the checked permissions with every directory above them).
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../server-adapter/role.ts';
import { checkedFromRules, isSingleRightPage, rulesToSave, showsAsOneBox, stateOf, toggled } from '../../../pages/manager/roleAuth/menuTree.ts';

const node = (menuId: number, menuName: string, childMenu: MenuNode[] = []): MenuNode => ({ menuId, parentId: 0, menuName, realm: menuName, menuType: childMenu.length ? 1 : 3, childMenu });
const crm = node(1, 'crm', [
  node(10, 'customer', [node(11, 'index'), node(12, 'save'), node(13, 'delete')]),
  node(20, 'leads', [node(21, 'index')]),
]);
const bi = node(2, 'bi', [node(30, 'customer', [node(31, 'read')])]);

describe('a role\'s permission tree', () => {
  it('derives directory states from the permissions under them', () => {
    const checked = checkedFromRules([crm, bi], [1, 10, 11, 12, 20]);
    expect([...checked].sort()).toEqual([11, 12]);
    expect(stateOf(crm.childMenu![0], checked)).toBe('some');
    expect(stateOf(crm.childMenu![1], checked)).toBe('none');
    expect(stateOf(node(99, 'x'), new Set([99]))).toBe('all');
  });

  it('checks or clears everything under a directory', () => {
    const all = toggled(crm.childMenu![0], true, new Set([11]));
    expect(stateOf(crm.childMenu![0], all)).toBe('all');
    expect([...toggled(crm, false, all)]).toEqual([]);
  });

  it('saves the checked permissions with their directories, roots included', () => {
    expect(rulesToSave([crm, bi], new Set([11, 31]))).toEqual([1, 2, 10, 11, 30, 31]);
    expect(rulesToSave([crm, bi], new Set())).toEqual([]);
  });

  it('shows a page whose only right is to see it as one checkbox, and such siblings side by side', () => {
    expect(isSingleRightPage(bi.childMenu![0]!)).toBe(true); // 客户分析 › 查看
    expect(isSingleRightPage(crm.childMenu![1]!)).toBe(true); // leads › index
    expect(isSingleRightPage(crm.childMenu![0]!)).toBe(false); // three rights
    expect(isSingleRightPage(node(40, 'leaf'))).toBe(false);
    expect(bi.childMenu!.every(showsAsOneBox)).toBe(true);
    expect(crm.childMenu!.every(showsAsOneBox)).toBe(false);
    // toggling the page toggles its one right, which is what is saved
    expect(rulesToSave([bi], toggled(bi.childMenu![0]!, true, new Set()))).toEqual([2, 30, 31]);
  });
});
