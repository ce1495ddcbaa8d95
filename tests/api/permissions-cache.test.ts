// The per-user permission cache (server/permissions/permissionCache.ts): a change to roles, role
// menus, bindings, module switches, the reporting line or field rows, made straight in the
// database (as another server process would), is law on the very next call. And the keyword
// search's gram index condition (records/list/searchGrams.ts) finds what LIKE finds, no more, no less.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gramCondition, keywordGrams } from '../../server/records/list/searchGrams.ts';
import { usersInScope } from '../../server/permissions/dataScope.ts';
import { invalidatePermissions } from '../../server/permissions/permissionCache.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let sales: string;
let manager: string;
const CUSTOMER_INDEX_MENU = 28; // crm.customer.index
const SALES_ROLE = 11;

const list = (token: string, body: Record<string, unknown> = {}) => postJson(t, 'CrmCustomer/queryPageList', body, token);
const names = (body: { data?: { list: Record<string, unknown>[] } }) => body.data!.list.map((r) => r.customerName as string).sort();

async function customer(name: string, owner: number, extra: { mobile?: string; telephone?: string } = {}) {
  const time = new Date(2025, 0, 1);
  await t.db.insertInto('crm_customer').values({
    customer_name: name, owner_user_id: owner, create_user_id: owner, mobile: extra.mobile ?? null, telephone: extra.telephone ?? null,
    create_time: time, update_time: time, batch_id: randomUUID().replaceAll('-', ''),
  }).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  [sales, manager] = await Promise.all(['sales', 'manager'].map((u) => t.login(u)));
  await customer('杭州博远科技有限公司', 5, { mobile: '13812345678' });
  await customer('深圳同创网络有限公司', 6, { telephone: '0755-8888' });
  await customer('北京博远', 5);
  await customer('华启 3号仓(上海)', 5, { mobile: '+86 139-0000-1111' });
});
afterAll(async () => { await t?.close(); });

describe('permission cache', () => {
  it('refuses a list on the next call after the role loses the menu, and grants it again after', async () => {
    expect((await list(sales)).code).toBe(0);
    await t.db.deleteFrom('admin_role_menu').where('role_id', '=', SALES_ROLE).where('menu_id', '=', CUSTOMER_INDEX_MENU).execute();
    try {
      expect(await list(sales)).toEqual({ code: 500, msg: '无权访问' });
    } finally {
      await t.db.insertInto('admin_role_menu').values({ role_id: SALES_ROLE, menu_id: CUSTOMER_INDEX_MENU }).execute();
    }
    expect((await list(sales)).code).toBe(0);
  });

  it('follows a disabled role and a removed binding at once', async () => {
    await t.db.updateTable('admin_role').set({ status: 0 }).where('role_id', '=', SALES_ROLE).execute();
    try {
      expect(await list(sales)).toEqual({ code: 500, msg: '无权访问' });
    } finally {
      await t.db.updateTable('admin_role').set({ status: 1 }).where('role_id', '=', SALES_ROLE).execute();
    }
    expect((await list(sales)).code).toBe(0);
  });

  it('follows a change of the reporting line in the data scope', async () => {
    expect(names(await list(manager))).toEqual(['北京博远', '华启 3号仓(上海)', '杭州博远科技有限公司', '深圳同创网络有限公司']);
    await t.db.updateTable('admin_user').set({ parent_id: 3 }).where('user_id', '=', 6).execute();
    try {
      expect(names(await list(manager))).toEqual(['北京博远', '华启 3号仓(上海)', '杭州博远科技有限公司']);
    } finally {
      await t.db.updateTable('admin_user').set({ parent_id: 4 }).where('user_id', '=', 6).execute();
    }
    expect(names(await list(manager))).toHaveLength(4);
  });

  it('shows a custom field renamed in the database on the next list call', async () => {
    expect((await list(manager)).data.list[0]).toHaveProperty('客户级别');
    const { field_id: fieldId } = await t.db.selectFrom('admin_field').select('field_id').where('label', '=', 2).where('name', '=', '客户级别').executeTakeFirstOrThrow();
    await t.db.updateTable('admin_field').set({ name: '客户等级' }).where('field_id', '=', fieldId).execute();
    try {
      expect((await list(manager)).data.list[0]).toHaveProperty('客户等级');
    } finally {
      await t.db.updateTable('admin_field').set({ name: '客户级别' }).where('field_id', '=', fieldId).execute();
    }
    expect((await list(manager)).data.list[0]).toHaveProperty('客户级别');
  });

  it('lets a transaction read the cached data scope, and keeps nothing a rolled-back change computed', async () => {
    const scope = () => usersInScope(t.db, 4, 'crm.customer');
    const before = await scope();
    expect(before).toContain(6);
    await expect(t.db.transaction().execute(async (trx) => {
      expect(await usersInScope(trx, 4, 'crm.customer')).toEqual(before); // the database's cache, same version
      await trx.updateTable('admin_user').set({ parent_id: 3 }).where('user_id', '=', 6).execute(); // moves the version
      expect(await usersInScope(trx, 4, 'crm.customer')).not.toContain(6); // the transaction's own rows
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await scope()).toEqual(before);
    // a committed change now takes the version number the rolled-back one had: its scope is the
    // committed rows' (6 still reports to 4), never what the rolled-back transaction computed
    await t.db.updateTable('admin_user').set({ parent_id: 4 }).where('user_id', '=', 7).execute();
    try {
      expect(await scope()).toEqual(expect.arrayContaining([...before, 7]));
      expect(names(await list(manager))).toHaveLength(4);
    } finally {
      await t.db.updateTable('admin_user').set({ parent_id: 3 }).where('user_id', '=', 7).execute();
    }
    expect(await scope()).toEqual(before);
  });

  // A list is read-only: it starts on the cached rights while the guard's version read is on the
  // wire (permissions/accessGuard.ts). Changes made in the database, as another process would,
  // reach this process only through that read: the answer must still follow them.
  it('refuses a list whose session was deleted in the database (a logout in another process), whatever its body', async () => {
    const other = await t.login('sales');
    expect((await list(other)).code).toBe(0);
    expect((await postJson(t, 'scene/queryPageList', { type: 2 }, other)).code).toBe(0);
    await t.db.deleteFrom('admin_session').where('token', '=', other).execute();
    expect(await postJson(t, 'scene/queryPageList', { type: 'x' }, other)).toEqual({ code: 302, msg: '请先登录！' });
    expect((await list(other)).code).toBe(302);
  });

  it('shows a list of only the records still in scope when the reporting line moved right before the call', async () => {
    expect(names(await list(manager))).toHaveLength(4);
    await t.db.updateTable('admin_user').set({ parent_id: 3 }).where('user_id', '=', 6).execute();
    try {
      const [first, second] = await Promise.all([list(manager), list(manager)]);
      expect(names(first)).toEqual(['北京博远', '华启 3号仓(上海)', '杭州博远科技有限公司']);
      expect(names(second)).toEqual(names(first));
    } finally {
      await t.db.updateTable('admin_user').set({ parent_id: 4 }).where('user_id', '=', 6).execute();
    }
  });

  it('answers the same after an explicit invalidation', async () => {
    const first = await list(sales);
    invalidatePermissions(t.db);
    invalidatePermissions();
    expect(await list(sales)).toEqual(first);
  });
});

describe('keyword search with the gram condition', () => {
  it('splits a keyword into its 2-character grams, a single character into itself', () => {
    expect(keywordGrams('杭州博远')).toEqual(['杭州', '州博', '博远']);
    expect(keywordGrams('远')).toEqual(['远']);
    expect(keywordGrams('𠮷野家')).toEqual(['𠮷野', '野家']);
  });

  it('leaves out the characters phone numbers are written with, as the index does', () => {
    expect(keywordGrams('3号仓(上')).toEqual(['号仓', '仓上']);
    expect(keywordGrams('A 1')).toEqual(['A']);
    expect(keywordGrams('0755-8888')).toEqual([]);
  });

  it('writes the condition as the index expression, so that the index answers it', async () => {
    const condition = gramCondition('crm_customer', ['customer_name', 'telephone', 'mobile'], '博远')!;
    const plan = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return (await sql<Record<string, string>>`explain select 1 from crm_customer r where ${condition}`.execute(trx)).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('crm_customer_search_grams');
  });

  it('finds every customer whose name, mobile or telephone contains the keyword, and only those', async () => {
    expect(names(await list(manager, { search: '博远' }))).toEqual(['北京博远', '杭州博远科技有限公司']);
    expect(names(await list(manager, { search: '杭州博远科技' }))).toEqual(['杭州博远科技有限公司']);
    expect(names(await list(manager, { search: '远' }))).toEqual(['北京博远', '杭州博远科技有限公司']);
    expect(names(await list(manager, { search: '1234' }))).toEqual(['杭州博远科技有限公司']);
    expect(names(await list(manager, { search: '0755-8888' }))).toEqual(['深圳同创网络有限公司']);
    expect(names(await list(manager, { search: '3号仓(上' }))).toEqual(['华启 3号仓(上海)']);
    expect(names(await list(manager, { search: '启 3' }))).toEqual(['华启 3号仓(上海)']);
    expect(names(await list(manager, { search: '139-0000' }))).toEqual(['华启 3号仓(上海)']);
    // the digits are not indexed, but they are still compared
    expect(names(await list(manager, { search: '4号仓' }))).toEqual([]);
    // every gram is present somewhere in the row, but the text is not: the LIKE decides
    expect(names(await list(manager, { search: '博远北京' }))).toEqual([]);
    expect(names(await list(manager, { search: '公司 138' }))).toEqual([]);
  });
});

describe('permission version', () => {
  const version = async () => Number((await sql<{ v: string }>`select version as v from lingxi_permission_version`.execute(t.db)).rows[0].v);

  it('does not move on a login (which writes the unchanged status), and moves on a real change', async () => {
    const before = await version();
    await t.login('sales2');
    expect(await version()).toBe(before);
    await t.db.updateTable('admin_user').set({ dept_id: 2 }).where('user_id', '=', 6).execute();
    await t.db.updateTable('admin_user').set({ dept_id: 3 }).where('user_id', '=', 6).execute();
    expect(await version()).toBe(before + 2);
  });
});
