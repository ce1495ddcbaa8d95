// scene/* (contract 6.5): lazily created system scenes, user scenes, default, hiding, deleting,
// and the advanced-filter field lists of scene/queryField.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;

type Scene = { sceneId: number; name: string; data: string; isDefault: number; isSystem: number; bydata: string | null };
const scenes = async (token: string, type: number) => (await t.call('scene/queryScene', { type }, token)).data as Scene[];

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales] = await Promise.all(['admin', 'manager', 'sales'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

describe('system scenes', () => {
  it('are created on the first queryScene, once, with the contract\'s names and data', async () => {
    const [first, second] = await Promise.all([scenes(manager, 2), scenes(manager, 2)]);
    expect(first.map((s) => s.name)).toEqual(['全部客户', '我负责的客户', '下属负责的客户', '我参与的客户']);
    expect(second.map((s) => s.sceneId)).toEqual(first.map((s) => s.sceneId));
    expect(first.every((s) => s.isSystem === 1 && s.isDefault === 0)).toBe(true);
    expect(first[0].data).toBe('');
    expect(JSON.parse(first[1].data)).toEqual({ owner_user_id: { name: 'owner_user_id', condition: 'is', value: 4 } });
    expect(JSON.parse(first[2].data)).toEqual({ owner_user_id: { name: 'owner_user_id', condition: 'in', value: '5,6' } });
    expect(JSON.parse(first[3].data)).toEqual({ ro_user_id: { name: 'ro_user_id', condition: 'takePart', value: 4 } });
    // 李娜 has no subordinates: "0"
    expect(JSON.parse((await scenes(sales, 2))[2].data).owner_user_id.value).toBe('0');
  });

  it('every module has its set', async () => {
    const expected: Record<number, string[]> = {
      1: ['全部线索', '我负责的线索', '下属负责的线索', '已转化的线索'],
      3: ['全部联系人', '我负责的联系人', '下属负责的联系人'],
      4: ['全部产品', '上架的产品', '下架的产品'],
      5: ['全部商机', '我负责的商机', '下属负责的商机', '我参与的商机'],
      6: ['全部合同', '我负责的合同', '下属负责的合同', '我参与的合同'],
      7: ['全部回款', '我负责的回款', '下属负责的回款'],
    };
    for (const [type, names] of Object.entries(expected)) expect((await scenes(admin, Number(type))).map((s) => s.name)).toEqual(names);
    expect((await scenes(admin, 1))[3]).toMatchObject({ bydata: 'transform' });
    expect(await t.call('scene/queryScene', { type: 12 }, admin)).toEqual({ code: 500, msg: 'type不符合要求' });
  });
});

describe('user scenes', () => {
  it('add (default), update, set default, config, delete', async () => {
    const data = JSON.stringify({ 客户级别: { name: '客户级别', condition: 'is', value: 'A（重点客户）' } });
    expect((await t.call('scene/addScene', { type: 2, name: 'A级客户', data, isDefault: 1 }, admin)).code).toBe(0);
    let list = await scenes(admin, 2);
    const mine = list.find((s) => s.name === 'A级客户')!;
    expect(mine).toMatchObject({ isSystem: 0, isDefault: 1, data });
    expect(list[list.length - 1].name).toBe('A级客户');
    // malformed filters are refused before they are stored
    expect(await t.call('scene/addScene', { type: 2, name: '坏', data: '{x' }, admin)).toEqual({ code: 500, msg: '参数包含非法字段' });
    // a name already in the dropdown (a system scene's too) is refused, nothing added
    expect(await t.call('scene/addScene', { type: 2, name: 'A级客户', data }, admin)).toEqual({ code: 500, msg: '场景名称「A级客户」已存在' });
    expect(await t.call('scene/addScene', { type: 2, name: '我负责的客户', data }, admin)).toEqual({ code: 500, msg: '场景名称「我负责的客户」已存在' });
    expect((await scenes(admin, 2)).filter((s) => s.name === 'A级客户')).toHaveLength(1);
    expect(await t.call('scene/updateScene', { sceneId: mine.sceneId, name: '全部客户' }, admin)).toEqual({ code: 500, msg: '场景名称「全部客户」已存在' });
    // the same name on another module's list, or for another user, is free
    expect((await t.call('scene/addScene', { type: 1, name: 'A级客户', data: '' }, admin)).code).toBe(0);

    expect((await t.call('scene/updateScene', { sceneId: mine.sceneId, name: 'A级', data: '' }, admin)).code).toBe(0);
    const system = list.find((s) => s.name === '我负责的客户')!;
    expect((await t.call('scene/setDefaultScene', { sceneId: system.sceneId }, admin)).code).toBe(0);
    list = await scenes(admin, 2);
    expect(list.find((s) => s.sceneId === mine.sceneId)).toMatchObject({ name: 'A级', data: '', isDefault: 0 });
    expect(list.find((s) => s.sceneId === system.sceneId)!.isDefault).toBe(1);

    expect(await t.call('scene/deleteScene', { sceneId: system.sceneId }, admin)).toEqual({ code: 500, msg: '系统场景不能删除' });
    expect(await t.call('scene/sceneConfig', { type: 2, noHideIds: String(mine.sceneId), hideIds: String(system.sceneId) }, admin))
      .toEqual({ code: 500, msg: '系统场景不能隐藏' });

    const order = [mine.sceneId, ...list.filter((s) => s.sceneId !== mine.sceneId).map((s) => s.sceneId)];
    expect((await t.call('scene/sceneConfig', { type: 2, noHideIds: order.join(',') }, admin)).code).toBe(0);
    expect((await scenes(admin, 2)).map((s) => s.sceneId)).toEqual(order);

    expect((await t.call('scene/addScene', { type: 2, name: '隐藏的', data: '' }, admin)).code).toBe(0);
    const hidden = (await scenes(admin, 2)).find((s) => s.name === '隐藏的')!;
    expect((await t.call('scene/sceneConfig', { type: 2, noHideIds: order.join(','), hideIds: String(hidden.sceneId) }, admin)).code).toBe(0);
    expect((await scenes(admin, 2)).map((s) => s.name)).not.toContain('隐藏的');
    const config = await t.call('scene/querySceneConfig', { type: 2 }, admin);
    expect(config.data.hideValue).toEqual([{ sceneId: hidden.sceneId, name: '隐藏的', data: {} }]);
    expect(config.data.hide_value).toEqual(config.data.hideValue);
    // parsed data goes through the key rule like every map (contract 1.3); names inside stay as stored
    expect(config.data.value.find((s: Scene) => s.name === '我负责的客户').data).toEqual({ ownerUserId: { name: 'owner_user_id', condition: 'is', value: 3 } });

    expect((await t.call('scene/deleteScene', { sceneId: mine.sceneId }, admin)).code).toBe(0);
    expect((await scenes(admin, 2)).map((s) => s.sceneId)).not.toContain(mine.sceneId);
  });

  it('leaves the scene as it was when updateScene is refused for its isDefault (found by the security fuzz pass)', async () => {
    expect((await t.call('scene/addScene', { type: 2, name: '拒绝前', data: '' }, admin)).code).toBe(0);
    const scene = (await scenes(admin, 2)).find((s) => s.name === '拒绝前')!;
    expect(await t.call('scene/updateScene', { sceneId: scene.sceneId, name: '拒绝后', isDefault: 'abc' }, admin)).toEqual({ code: 500, msg: '默认格式不正确' });
    expect((await scenes(admin, 2)).find((s) => s.sceneId === scene.sceneId)!.name).toBe('拒绝前');
  });

  it('another user\'s scene cannot be touched', async () => {
    const other = (await scenes(manager, 2))[0];
    for (const path of ['scene/deleteScene', 'scene/setDefaultScene', 'scene/updateScene']) {
      expect(await t.call(path, { sceneId: other.sceneId, name: 'x' }, sales)).toEqual({ code: 500, msg: '场景不存在' });
    }
  });
});

describe('scene/queryField', () => {
  it('lists the fixed filter fields then the module\'s custom fields', async () => {
    const customer = (await t.call('scene/queryField', { label: 2 }, admin)).data as Record<string, unknown>[];
    expect(customer.slice(0, 7).map((f) => f.fieldName)).toEqual(['customer_name', 'mobile', 'telephone', 'website', 'next_time', 'remark', 'deal_status']);
    expect(customer[6]).toEqual({ fieldName: 'deal_status', name: '成交状态', formType: 'dealStatus', setting: [{ name: '未成交', value: 0 }, { name: '已成交', value: 1 }] });
    expect(customer.find((f) => f.fieldName === 'address')).toMatchObject({ name: '地区定位', formType: 'map_address' });
    expect(customer.find((f) => f.fieldName === '客户级别')).toMatchObject({ fieldId: 17, name: '客户级别', formType: 'select', setting: ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'] });

    const business = (await t.call('scene/queryField', { label: 5 }, admin)).data as Record<string, any>[];
    const type = business.find((f) => f.fieldName === 'type_id')!;
    expect(type.formType).toBe('business_type');
    expect(type.setting[0].statusList.map((s: { name: string }) => s.name)).toEqual(['验证客户', '需求分析', '方案/报价', '赢单', '输单', '无效']);
    expect(await t.call('scene/queryField', { label: 9 }, admin)).toEqual({ code: 500, msg: '场景label不符合要求！' });
  });

  it('every fixed entry of every module is accepted by the list engine as a filter name', async () => {
    const paths: Record<number, string> = {
      1: 'CrmLeads', 2: 'CrmCustomer', 3: 'CrmContacts', 4: 'CrmProduct', 5: 'CrmBusiness', 6: 'CrmContract', 7: 'CrmReceivables',
    };
    for (const label of [1, 2, 3, 4, 5, 6, 7]) {
      const fields = (await t.call('scene/queryField', { label }, admin)).data as { fieldName: string; formType: string }[];
      for (const f of fields) {
        if (f.formType === 'business_type' || f.formType === 'product') continue;
        const response = await t.app.inject({
          method: 'POST', url: `/api/${paths[label]}/queryPageList`,
          headers: { 'content-type': 'application/json', 'admin-token': admin },
          payload: JSON.stringify({ data: { x: { name: f.fieldName, condition: 'isNull' } } }),
        });
        expect([label, f.fieldName, response.json().code]).toEqual([label, f.fieldName, 0]);
      }
    }
  });
});
