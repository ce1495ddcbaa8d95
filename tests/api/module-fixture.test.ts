// Proof of issue 14 on the server: a module that exists only as test fixtures
// (tests/fixtures/modules/visit: a descriptor, a migration, its server module, its texts) gets its
// list, save, detail and delete calls with their rights, the data scope of its permission menus,
// custom fields through the designer, scenes and advanced filters, all from the one pipeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installVisitModule } from '../fixtures/modules/visit/register.ts';
import { routeAccessList } from '../support/routeAccess.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { designerRows, postJson, saveDesign } from './fieldTestHelpers.ts';

const LABEL = 901;
let t: TestApp;
let admin: string;
let sales: string;
let sales2: string;
let manager: string;
let finance: string;

/** The fixture's categories by name (FixtureVisit/queryCategories). */
let categories: Record<string, number>;
/** Each category's own required field, filled unless a test says otherwise. */
const CATEGORY_VALUES: Record<string, string> = { 客户名称: '华东客户', 供应商名称: '华东供应商' };

/**
 * The save body the client builds: entity (a create names its category) + the category form's
 * custom fields with values by name.
 */
async function save(token: string, entity: Record<string, unknown>, custom: Record<string, unknown> = {}, category = '客户拜访') {
  const categoryId = categories[category];
  const form = await t.call('field/queryField', { label: LABEL, categoryId }, token);
  if (form.code !== 0) return form;
  const field = (form.data as Record<string, unknown>[]).filter((f) => f.fieldType === 0)
    .map((f) => ({ ...f, value: custom[f.name as string] ?? CATEGORY_VALUES[f.name as string] ?? '' }));
  return postJson(t, 'FixtureVisit/addOrUpdate', { entity: entity.visitId === undefined ? { categoryId, ...entity } : entity, field }, token);
}
const formNames = async (params: Record<string, unknown>, token = sales) => ((await t.call('field/queryField', { label: LABEL, ...params }, token)).data as Array<Record<string, unknown>>).map((f) => f.name);
const count = async () => Number((await t.db.selectFrom('fixture_visit' as never).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const titles = (body: { data?: { list?: Array<Record<string, unknown>> } }) => (body.data?.list ?? []).map((row) => row.title).sort();

beforeAll(async () => {
  t = await createTestApp({ beforeBuild: installVisitModule });
  [admin, sales, sales2, manager, finance] = await Promise.all(['admin', 'sales', 'sales2', 'manager', 'finance'].map((u) => t.login(u)));
  const rows = (await t.call('FixtureVisit/queryCategories', {}, sales)).data as Array<{ categoryId: number; title: string }>;
  categories = Object.fromEntries(rows.map((row) => [row.title, row.categoryId]));
});
afterAll(async () => { await t?.close(); });

describe('a module from a descriptor, a migration and a server folder', () => {
  it('declares its standard calls with the keys of its prefix', async () => {
    const rights = new Map((await routeAccessList()).map((route) => [route.path, route.rights]));
    expect(rights.get('FixtureVisit/queryPageList')).toEqual(['oa.fixtureVisit.index']);
    expect(rights.get('FixtureVisit/addOrUpdate')).toEqual(['oa.fixtureVisit.save', 'oa.fixtureVisit.update']);
    expect(rights.get('FixtureVisit/queryById')).toEqual(['oa.fixtureVisit.read']);
    expect(rights.get('FixtureVisit/deleteByIds')).toEqual(['oa.fixtureVisit.delete']);
    expect(rights.get('FixtureVisit/move')).toEqual(['oa.fixtureVisit.update']);
  });

  it('puts its rights in the holders\' auth tree, and refuses the others', async () => {
    const tree = (await t.call('system/role/auth', {}, sales)).data;
    expect(tree.oa.fixtureVisit).toEqual({ save: true, update: true, index: true, read: true });
    expect((await t.call('system/role/auth', {}, finance)).data.oa?.fixtureVisit).toBeUndefined();
    expect(await t.call('FixtureVisit/queryPageList', {}, finance)).toEqual({ code: 500, msg: '无权访问' });
    expect(await postJson(t, 'FixtureVisit/addOrUpdate', { entity: { title: '财务的拜访' }, field: [] }, finance)).toEqual({ code: 500, msg: '无权访问' });
  });

  it('saves through the form rules: a missing title is named, and nothing is written', async () => {
    const before = await count();
    expect(await save(sales, { title: '' })).toEqual({ code: 500, msg: '拜访主题不能为空' });
    expect(await count()).toBe(before);
    expect((await save(sales, { title: '拜访华东客户', next_time: '2026-12-01 10:00' })).code).toBe(0);
    expect(await count()).toBe(before + 1);
  });

  it('lists, reads and deletes within the data scope', async () => {
    expect((await save(sales2, { title: '刘洋的拜访' })).code).toBe(0);
    const mine = await t.call('FixtureVisit/queryPageList', { page: 1, limit: 15 }, sales);
    expect(titles(mine)).toEqual(['拜访华东客户']);
    expect(titles(await t.call('FixtureVisit/queryPageList', { page: 1, limit: 15 }, manager))).toEqual(['刘洋的拜访', '拜访华东客户']);

    const visitId = Number(mine.data.list[0].visitId);
    expect((await t.call('FixtureVisit/queryById', { visitId }, sales)).data).toMatchObject({ visitId, title: '拜访华东客户', ownerUserName: '李娜', nextTime: '2026-12-01 10:00:00' });
    expect(await t.call('FixtureVisit/queryById', { visitId }, sales2)).toEqual({ code: 0, msg: 'success', data: { dataAuth: 0 } });
    expect(await save(sales2, { visitId, title: '抢改' })).toEqual({ code: 500, msg: '没有权限' });

    // the salesperson holds no delete key; the manager deletes within the scope
    expect(await t.call('FixtureVisit/deleteByIds', { visitIds: String(visitId) }, sales)).toEqual({ code: 500, msg: '无权访问' });
    expect((await t.call('FixtureVisit/deleteByIds', { visitIds: String(visitId) }, manager)).code).toBe(0);
    expect((await t.call('FixtureVisit/queryById', { visitId }, manager)).msg).toBe('该拜访不存在或已被删除');
  });

  it('takes a custom field added in the designer at once: form, save, list head, filter', async () => {
    const rows = await designerRows(t, admin, LABEL);
    expect(rows.map((row) => row.name)).toEqual(['拜访主题', '拜访时间', '备注', '客户名称', '供应商名称']);
    expect((await saveDesign(t, admin, LABEL, [...rows, { name: '拜访方式', type: 3, formType: 'select', options: '上门,电话,视频' }])).code).toBe(0);
    expect((await t.call('field/queryFields', {}, admin)).data).toContainEqual(expect.objectContaining({ label: String(LABEL), name: '拜访管理', types: 'oa_fixture_visit' }));

    expect((await save(sales, { title: '上门拜访' }, { 拜访方式: '上门' })).code).toBe(0);
    expect((await save(sales, { title: '电话拜访' }, { 拜访方式: '电话' })).code).toBe(0);

    const heads = (await t.call('field/queryListHead', { label: LABEL }, sales)).data as Array<Record<string, unknown>>;
    expect(heads.map((head) => head.name)).toContain('拜访方式');
    const byWay = await t.call('FixtureVisit/queryPageList', { page: 1, limit: 15, data: JSON.stringify({ 拜访方式: { name: '拜访方式', condition: 'is', value: '上门' } }) }, sales);
    expect(titles(byWay)).toEqual(['上门拜访']);
    expect(byWay.data.list[0].拜访方式).toBe('上门');
    expect(titles(await t.call('FixtureVisit/queryPageList', { page: 1, limit: 15, search: '电话' }, sales))).toEqual(['电话拜访']);
  });

  it('has the owner scenes of a scoped module and their filter fields', async () => {
    const scenes = (await t.call('scene/queryScene', { type: LABEL }, sales)).data as Array<Record<string, unknown>>;
    expect(scenes.map((scene) => scene.name)).toEqual(['全部拜访', '我负责的拜访', '下属负责的拜访']);
    const fields = (await t.call('scene/queryField', { label: LABEL }, sales)).data as Array<Record<string, unknown>>;
    // the filter fields of every category: a scene spans them
    expect(fields.map((field) => field.name)).toEqual(['拜访主题', '拜访时间', '备注', '负责人', '创建人', '更新时间', '创建时间', '客户名称', '供应商名称', '拜访方式']);
    const mine = scenes.find((scene) => scene.name === '我负责的拜访')!;
    const managerScenes = (await t.call('scene/queryScene', { type: LABEL }, manager)).data as Array<Record<string, unknown>>;
    const subordinates = managerScenes.find((scene) => scene.name === '下属负责的拜访')!;
    expect(titles(await t.call('FixtureVisit/queryPageList', { page: 1, limit: 15, sceneId: mine.sceneId }, sales))).toEqual(['上门拜访', '电话拜访']);
    expect(titles(await t.call('FixtureVisit/queryPageList', { page: 1, limit: 15, sceneId: subordinates.sceneId }, manager))).toEqual(['上门拜访', '刘洋的拜访', '电话拜访']);
  });

  it('moves a card on its board: its new column and the order of that column persist, within the data scope', async () => {
    const ids: number[] = [];
    for (const title of ['看板一', '看板二', '看板三']) {
      expect((await save(sales, { title })).code).toBe(0);
      ids.push(Number((await t.db.selectFrom('fixture_visit' as never).select('visit_id' as never).where('title' as never, '=', title as never).executeTakeFirstOrThrow() as { visit_id: number }).visit_id));
    }
    const [one, two, three] = ids as [number, number, number];
    // 看板三 goes to 已拜访 (2), first; 看板一 joins it second
    expect(await postJson(t, 'FixtureVisit/move', { visitId: three, status: 2, ids: [three] }, sales)).toEqual({ code: 0, msg: 'success' });
    expect(await postJson(t, 'FixtureVisit/move', { visitId: one, status: 2, ids: [three, one] }, sales)).toEqual({ code: 0, msg: 'success' });
    const rows = await t.db.selectFrom('fixture_visit' as never).select(['visit_id', 'status', 'sort_order'] as never).where('visit_id' as never, 'in', ids as never).execute() as Array<{ visit_id: number; status: number; sort_order: number }>;
    const byId = new Map(rows.map((row) => [row.visit_id, row]));
    expect([byId.get(three)!.status, byId.get(three)!.sort_order, byId.get(one)!.status, byId.get(one)!.sort_order, byId.get(two)!.status]).toEqual([2, 1, 2, 2, 1]);
    // the board's order is the list's order by sortOrder
    const board = await t.call('FixtureVisit/queryPageList', { page: 1, limit: 50, sortField: 'sortOrder', order: 2, search: '看板' }, sales);
    expect(board.data.list.filter((row: Record<string, unknown>) => Number(row.status) === 2).map((row: Record<string, unknown>) => row.title)).toEqual(['看板三', '看板一']);

    // bad input is named and changes nothing; another's card is refused
    expect(await postJson(t, 'FixtureVisit/move', { visitId: two, status: 9 }, sales)).toEqual({ code: 500, msg: '目标列不存在' });
    expect(await postJson(t, 'FixtureVisit/move', { visitId: two, status: 2, ids: [three] }, sales)).toEqual({ code: 500, msg: '排序须包含移动的记录' });
    expect(await postJson(t, 'FixtureVisit/move', { visitId: two, status: 3 }, sales2)).toEqual({ code: 500, msg: '没有权限' });
    expect(await postJson(t, 'FixtureVisit/move', { visitId: two, status: 3 }, finance)).toEqual({ code: 500, msg: '无权访问' });
    const after = await t.db.selectFrom('fixture_visit' as never).select('status' as never).where('visit_id' as never, '=', two as never).executeTakeFirstOrThrow() as { status: number };
    expect(after.status).toBe(1);
  });
});

describe('a module whose fields depend on a category (its descriptor\'s `category`)', () => {
  it('lists its categories to the holders of its list key', async () => {
    expect(Object.keys(categories)).toEqual(['客户拜访', '供应商拜访']);
    expect(await t.call('FixtureVisit/queryCategories', {}, finance)).toEqual({ code: 500, msg: '无权访问' });
  });

  it('heads its list with the fields of every category (a list shows records of all of them)', async () => {
    const heads = (await t.call('field/queryListHead', { label: LABEL }, sales)).data as Array<Record<string, unknown>>;
    expect(heads.map((head) => head.name)).toEqual(expect.arrayContaining(['拜访主题', '客户名称', '供应商名称']));
  });

  it('answers each category\'s create form: the shared fields and its own, not the other\'s', async () => {
    const customer = await formNames({ categoryId: categories.客户拜访 });
    const supplier = await formNames({ categoryId: categories.供应商拜访 });
    expect(customer).toEqual(expect.arrayContaining(['拜访主题', '拜访时间', '备注', '拜访方式', '客户名称']));
    expect(customer).not.toContain('供应商名称');
    expect(supplier).toEqual(expect.arrayContaining(['拜访主题', '拜访时间', '备注', '拜访方式', '供应商名称']));
    expect(supplier).not.toContain('客户名称');
  });

  it('refuses a create form without its category or of an unknown one', async () => {
    expect(await t.call('field/queryField', { label: LABEL }, sales)).toEqual({ code: 500, msg: '拜访类型不能为空' });
    expect(await t.call('field/queryField', { label: LABEL, categoryId: 999 }, sales)).toEqual({ code: 500, msg: '拜访类型不存在' });
  });

  it('saves against the category\'s own fields and writes the category; a missing or unknown one writes nothing', async () => {
    const before = await count();
    expect(await save(sales, { title: '拜访供应商' }, { 供应商名称: '' }, '供应商拜访')).toEqual({ code: 500, msg: '供应商名称不能为空' });
    expect(await postJson(t, 'FixtureVisit/addOrUpdate', { entity: { title: '没有类型' }, field: [] }, sales)).toEqual({ code: 500, msg: '拜访类型不能为空' });
    expect(await postJson(t, 'FixtureVisit/addOrUpdate', { entity: { title: '未知类型', categoryId: 999 }, field: [] }, sales)).toEqual({ code: 500, msg: '拜访类型不存在' });
    expect(await count()).toBe(before);

    expect((await save(sales, { title: '拜访供应商' }, { 供应商名称: '华南供应商' }, '供应商拜访')).code).toBe(0);
    expect(await count()).toBe(before + 1);
    const row = await t.db.selectFrom('fixture_visit' as never).select(['category_id', 'custom'] as never).where('title' as never, '=', '拜访供应商' as never)
      .executeTakeFirstOrThrow() as { category_id: number; custom: Record<string, unknown> };
    expect(row.category_id).toBe(categories.供应商拜访);
    expect(Object.values(row.custom)).toContain('华南供应商');
  });

  it('answers the edit form of the record\'s own category, and keeps that category on an edit', async () => {
    const visit = await t.db.selectFrom('fixture_visit' as never).select('visit_id' as never).where('title' as never, '=', '拜访供应商' as never)
      .executeTakeFirstOrThrow() as { visit_id: number };
    const form = (await t.call('field/queryField', { label: LABEL, id: visit.visit_id }, sales)).data as Array<Record<string, unknown>>;
    expect(form.map((f) => f.name)).not.toContain('客户名称');
    expect(form.find((f) => f.name === '供应商名称')?.value).toBe('华南供应商');

    // an edit compiles the record's category (its required field must stay filled); a category sent along is ignored
    const field = form.filter((f) => f.fieldType === 0).map((f) => (f.name === '供应商名称' ? { ...f, value: '' } : f));
    expect(await postJson(t, 'FixtureVisit/addOrUpdate', { entity: { visitId: visit.visit_id, title: '拜访供应商', categoryId: categories.客户拜访 }, field }, sales))
      .toEqual({ code: 500, msg: '供应商名称不能为空' });
    const kept = form.filter((f) => f.fieldType === 0);
    expect((await postJson(t, 'FixtureVisit/addOrUpdate', { entity: { visitId: visit.visit_id, title: '拜访供应商二', categoryId: categories.客户拜访 }, field: kept }, sales)).code).toBe(0);
    const row = await t.db.selectFrom('fixture_visit' as never).select(['category_id', 'title'] as never).where('visit_id' as never, '=', visit.visit_id as never)
      .executeTakeFirstOrThrow() as { category_id: number; title: string };
    expect(row).toEqual({ category_id: categories.供应商拜访, title: '拜访供应商二' });
  });
});
