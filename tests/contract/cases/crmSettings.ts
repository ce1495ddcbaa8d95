// Fields, scenes, back-log, the workbench, approvals, business types and targets (contract 5, 6.5, 8, 9.1, 12.3, 13).
// This file: fields (5.4-5.7) and scenes (6.5); crmSettingsWork.ts the back-log and the workbench,
// crmSettingsAdmin.ts approvals, business types and targets.
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import { ok, oneOf } from '../shape.ts';
import { crmSettingAdminCases } from './crmSettingsAdmin.ts';
import { crmSettingWorkCases } from './crmSettingsWork.ts';

/** A field object of field/queryField in create mode (contract 5.4): `value` is "". */
const FORM_FIELD = {
  fieldId: 'int', fieldName: 'string', name: 'string', type: 'int', formType: 'string', inputTips: 'string?', options: 'string?',
  setting: ['string'], isUnique: 'int', isNull: 'int', value: 'string', fieldType: 'int',
};
/** The customer's appended 地区定位 (contract 5.4): no id, no type. */
const MAP_ADDRESS_FIELD = { fieldName: 'string', name: 'string', formType: 'string', isNull: 'int', fieldType: 'int' };
/** An edit-mode field (contract 5.4): the record's value, of the field's own shape. */
const EDIT_FIELD = { ...FORM_FIELD, value: 'any' };
/** The product grid of business and contract forms (contract 5.4). */
const PRODUCT_GRID = {
  fieldName: 'string', name: 'string', formType: 'string', setting: [], isNull: 'int', fieldType: 'int',
  value: { discountRate: 'decimal', totalPrice: 'decimal', product: [{
    productId: 'int', name: 'string', categoryName: 'string?', unit: 'string?', price: 'decimal', salesPrice: 'decimal', num: 'int',
    discount: 'decimal', subtotal: 'decimal',
  }] },
};

/** An admin_field row as field/list answers it (contract 5.7). */
const DESIGNER_ROW = {
  fieldId: 'int', fieldName: 'string', name: 'string', type: 'int', label: 'int', remark: 'string?', inputTips: 'string?', maxLength: 'int?',
  defaultValue: 'any', isUnique: 'int', isNull: 'int', options: 'string?', operating: 'int', updateTime: 'datetime',
  examineCategoryId: 'int?', fieldType: 'int', relevant: 'int?', formType: 'string', setting: ['string'],
};

/** A saved filter (contract 6.5 scene/queryScene): `data` the JSON text as stored. */
const SCENE = { sceneId: 'int', data: 'string', name: 'string', isDefault: 'int', isSystem: 'int', bydata: 'string?' };

/** The ids of the admin's visible scenes of a list, in their order (system scenes made on first call). */
async function sceneIds(t: TestApp, token: string, type: number): Promise<number[]> {
  const answer = await t.call('scene/queryScene', { type }, token);
  if (answer.code !== 0) throw new Error(`scene/queryScene refused: ${answer.msg}`);
  return (answer.data as { sceneId: number }[]).map((s) => s.sceneId);
}

/** A scene of the admin's own (scene/addScene, contract 6.5), by its name. */
async function ownScene(t: TestApp, token: string, type: number, name: string): Promise<number> {
  const added = await t.call('scene/addScene', { type, name, data: JSON.stringify({ mobile: { name: 'mobile', condition: 'contains', value: '13' } }), isDefault: 0 }, token);
  if (added.code !== 0) throw new Error(`scene/addScene refused: ${added.msg}`);
  const row = await t.db.selectFrom('admin_scene').select('scene_id').where('name', '=', name).where('type', '=', type).executeTakeFirstOrThrow();
  return row.scene_id;
}

const fieldCases: ContractCase[] = [
  {
    url: 'field/queryField', see: '5.4', params: () => ({ label: 2 }),
    answer: ok([oneOf(FORM_FIELD, MAP_ADDRESS_FIELD)]),
  },
  {
    // edit mode: the contract's values, relations pre-shaped, the product grid last
    url: 'field/queryField', see: '5.4', params: (fx) => ({ label: 6, id: fx.contractId }),
    answer: ok([oneOf(EDIT_FIELD, PRODUCT_GRID)]),
  },
  {
    url: 'field/information', see: '5.5', params: (fx) => ({ types: 2, id: fx.customerId }),
    answer: ok([{ name: 'string', value: 'any', formType: 'string?' }]),
  },
  {
    url: 'field/queryListHead', see: '5.6', params: () => ({ label: 2 }),
    // extras (成交状态, 负责人, ...) have no admin_field row: fieldId null
    answer: ok([{ fieldName: 'string', name: 'string', type: 'int', fieldId: 'int?', formType: 'string?', setting: ['any'], width: 'int' }]),
  },
  {
    url: 'field/queryFieldConfig', see: '5.6', params: () => ({ label: 2 }),
    answer: ok({ value: [{ id: 'int', name: 'string' }], hideValue: [{ id: 'int', name: 'string' }] }),
  },
  {
    // 客户名称 (field 10, is_unique 1) with a name no customer has: free
    url: 'field/verify', see: '5.6', params: () => ({ fieldId: 10, value: '没有这个客户名称' }),
    answer: ok(),
  },
  {
    url: 'field/queryFields', see: '5.7',
    answer: ok([{ label: 'string', updateTime: 'datetime', name: 'string', types: 'string' }]),
  },
  {
    url: 'field/list', see: '5.7', params: () => ({ label: 2 }),
    answer: ok([DESIGNER_ROW]),
  },
  {
    // the columns as they are, in the same order (the sort rows field/queryFieldConfig lists)
    url: 'field/fieldConfig', see: '5.6', write: true,
    params: async (fx, t) => {
      const config = await t.call('field/queryFieldConfig', { label: 1 }, fx.tokens.admin);
      const ids = (rows: { id: number }[]) => rows.map((r) => r.id).join(',');
      return { label: 1, noHideIds: ids(config.data.value), hideIds: ids(config.data.hideValue) };
    },
    answer: ok(),
  },
  {
    url: 'field/setFelidStyle', see: '5.6', write: true, params: () => ({ types: 'crm_customer', field: 'customerName', width: 180 }),
    answer: ok('string'),
  },
  {
    // the leads' fields sent back as field/list gave them: nothing changes (tests/api/fieldTestHelpers.ts)
    url: 'field/save', see: '5.7', write: true,
    params: async (fx, t) => {
      const response = await t.app.inject({
        method: 'POST', url: '/api/field/list', headers: { 'content-type': 'application/json', 'admin-token': fx.tokens.admin }, payload: JSON.stringify({ label: 1 }),
      });
      return { label: 1, data: response.json().data };
    },
    answer: ok(),
  },
];

const sceneCases: ContractCase[] = [
  {
    url: 'scene/queryScene', see: '6.5', params: () => ({ type: 2 }),
    answer: ok([SCENE]),
  },
  {
    url: 'scene/querySceneConfig', see: '6.5',
    // a hidden scene of the receivables list, so `hideValue` has a row to check
    params: async (fx, t) => {
      const hidden = await ownScene(t, fx.tokens.admin, 7, '契约测试隐藏场景');
      const shown = (await sceneIds(t, fx.tokens.admin, 7)).filter((id) => id !== hidden);
      const config = await t.call('scene/sceneConfig', { type: 7, noHideIds: shown.join(','), hideIds: String(hidden) }, fx.tokens.admin);
      if (config.code !== 0) throw new Error(`scene/sceneConfig refused: ${config.msg}`);
      return { type: 7 };
    },
    answer: ok({ value: [{ ...SCENE, data: 'any' }], hideValue: [{ sceneId: 'int', name: 'string', data: 'any' }] }),
    // Contract 6.5 and 17: the client reads `hide_value`, so the answer repeats `hideValue` under that
    // key too (scenes/sceneEndpoints.ts), a documented exception to the camelCase rule (1.3 rule 1).
    snakeKeys: ['hide_value'],
    settle: async (answer) => {
      const data = answer.data as Record<string, unknown> | undefined;
      if (data && JSON.stringify(data.hide_value) !== JSON.stringify(data.hideValue)) throw new Error('hide_value must repeat hideValue (contract 6.5, 17)');
    },
  },
  {
    url: 'scene/queryField', see: '6.5', params: () => ({ label: 2 }),
    answer: ok([{ fieldName: 'string', name: 'string', formType: 'string', setting: ['any'] }]),
  },
  {
    url: 'scene/addScene', see: '6.5', write: true,
    params: () => ({ type: 2, name: '契约测试场景', data: JSON.stringify({ mobile: { name: 'mobile', condition: 'contains', value: '139' } }), isDefault: 0 }),
    answer: ok(),
  },
  {
    url: 'scene/updateScene', see: '6.5', write: true,
    params: async (fx, t) => ({
      sceneId: await ownScene(t, fx.tokens.admin, 2, '契约测试场景-改'), name: '契约测试场景-已改',
      data: JSON.stringify({ mobile: { name: 'mobile', condition: 'contains', value: '138' } }), isDefault: 0,
    }),
    answer: ok(),
  },
  {
    // the product list's default: no other case reads it
    url: 'scene/setDefaultScene', see: '6.5', write: true,
    params: async (fx, t) => ({ sceneId: await ownScene(t, fx.tokens.admin, 4, '契约测试默认场景') }),
    answer: ok(),
  },
  {
    url: 'scene/deleteScene', see: '6.5', write: true,
    params: async (fx, t) => ({ sceneId: await ownScene(t, fx.tokens.admin, 2, '契约测试场景-删') }),
    answer: ok(),
  },
  {
    // the visible scenes in their order, none hidden: nothing changes
    url: 'scene/sceneConfig', see: '6.5', write: true,
    params: async (fx, t) => ({ type: 3, noHideIds: (await sceneIds(t, fx.tokens.admin, 3)).join(','), hideIds: '' }),
    answer: ok(),
  },
];

/** contract 12.3: the body is a JSON array of targets. */
const setAchievement: ContractCase = {
  url: 'achievement/setAchievement', see: '12.3', write: true,
  params: (fx) => [{
    objId: fx.deptId, type: 2, year: String(new Date().getFullYear()), status: 1, january: '1000.00', february: '1000', march: '0',
    april: '0', may: '0', june: '0', july: '0', august: '0', september: '0', october: '0', november: '0', december: '500.50',
    yeartarget: '2500.50',
  }],
  answer: ok(),
};

export const crmSettingCases: ContractCase[] = [
  ...fieldCases,
  ...sceneCases,
  ...crmSettingWorkCases,
  ...crmSettingAdminCases,
  setAchievement,
];

