/**
 * scene/* (contract 6.5). Every call acts on the caller's own scenes only; a scene id of another
 * user answers `场景不存在`. Scene data is validated by the list engine's parser before it is
 * stored, so a saved scene can always be applied.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { endpoint } from '../http/endpoint.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalIds } from '../http/idList.ts';
import { optionalInt, optionalText, type Params, requireInt, requireText } from '../http/params.ts';
import { conditionsOf } from '../records/list/listFilters.ts';
import { defaultSceneId, ensureSystemScenes, isSceneType, ownScene, setDefaultScene } from './sceneStore.ts';
import { sceneFields } from './sceneFields.ts';

function readType(params: Params): number {
  const type = optionalInt(params, 'type', '类型');
  if (type === undefined) throw new BusinessError('类型不能为空');
  if (!isSceneType(type)) throw new BusinessError('type不符合要求');
  return type;
}

/** `data` as sent (a JSON string or an object) → the JSON text stored; '' for none. */
function readData(params: Params): string {
  const raw = params.data;
  if (raw === undefined || raw === null || raw === '') return '';
  const conditions = conditionsOf(raw); // refuses malformed data with 参数包含非法字段
  if (!conditions.length) return '';
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  if (text.length > 20_000) throw new BusinessError('场景条件过长');
  return text;
}

async function visibleScenes(db: Kysely<Database>, userId: number, type: number) {
  await ensureSystemScenes(db, userId, type);
  const [rows, defaultId] = await Promise.all([
    db.selectFrom('admin_scene').select(['scene_id', 'name', 'data', 'is_system', 'bydata', 'is_hide', 'sort'])
      .where('user_id', '=', userId).where('type', '=', type).orderBy('sort').orderBy('scene_id').execute(),
    defaultSceneId(db, userId, type),
  ]);
  return rows.map((r) => ({ ...r, is_default: r.scene_id === defaultId ? 1 : 0 }));
}

const parsed = (data: string) => {
  if (!data) return {};
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return {};
  }
};

const MAX_NAME = 50;

/** Two scenes of one list with one name cannot be told apart in the scene dropdown. */
async function checkNameFree(db: Kysely<Database>, userId: number, type: number, name: string, exceptId?: number): Promise<void> {
  const rows = await visibleScenes(db, userId, type);
  if (rows.some((row) => row.name === name && row.scene_id !== exceptId)) throw new BusinessError(`场景名称「${name}」已存在`);
}

export const sceneEndpoints = [
  endpoint('scene/queryScene', async ({ db, params, userId }) => {
    const rows = await visibleScenes(db, userId, readType(params));
    return rows.filter((r) => r.is_hide === 0)
      .map((r) => ({ sceneId: r.scene_id, data: r.data, name: r.name, isDefault: r.is_default, isSystem: r.is_system, bydata: r.bydata }));
  }),

  endpoint('scene/querySceneConfig', async ({ db, params, userId }) => {
    const rows = await visibleScenes(db, userId, readType(params));
    const value = rows.filter((r) => r.is_hide === 0)
      .map((r) => ({ sceneId: r.scene_id, data: parsed(r.data), name: r.name, isDefault: r.is_default, isSystem: r.is_system, bydata: r.bydata }));
    const hidden = rows.filter((r) => r.is_hide === 1).map((r) => ({ sceneId: r.scene_id, name: r.name, data: parsed(r.data) }));
    // The client reads `hide_value` (contract 6.5, 17), the key rule turns every snake key into
    // camelCase; toJSON runs after that rule (JSON.stringify of the serialised envelope) and adds
    // the snake spelling beside `hideValue`.
    return { value, hideValue: hidden, toJSON: withSnakeHideValue };
  }),

  endpoint('scene/addScene', async ({ db, params, userId }) => {
    const type = readType(params);
    const name = requireText(params, 'name', '场景名称', MAX_NAME);
    const data = readData(params);
    const isDefault = optionalInt(params, 'isDefault', '默认') === 1;
    await ensureSystemScenes(db, userId, type);
    await checkNameFree(db, userId, type, name);
    const now = new Date();
    const scene = await db.insertInto('admin_scene').values({
      type, name, user_id: userId, sort: 99999, data, is_hide: 0, is_system: 0, bydata: null, create_time: now, update_time: now,
    }).returning('scene_id').executeTakeFirstOrThrow();
    if (isDefault) await setDefaultScene(db, userId, type, scene.scene_id);
  }),

  endpoint('scene/updateScene', async ({ db, params, userId }) => {
    const scene = await ownScene(db, userId, requireInt(params, 'sceneId', '场景'));
    const name = optionalText(params, 'name', '场景名称', MAX_NAME);
    // read before anything is written: a refused isDefault must leave the scene as it was
    const isDefault = optionalInt(params, 'isDefault', '默认') === 1;
    const update: { name?: string; data?: string; update_time: Date } = { update_time: new Date() };
    if (scene.is_system !== 1) {
      if (name !== undefined) {
        if (name === '') throw new BusinessError('场景名称不能为空');
        if (name !== scene.name) await checkNameFree(db, userId, scene.type, name, scene.scene_id);
        update.name = name;
      }
      if (params.data !== undefined) update.data = readData(params);
    } else if ((name !== undefined && name !== scene.name) || (params.data !== undefined && readData(params) !== scene.data)) {
      throw new BusinessError('系统场景不能修改');
    }
    await db.updateTable('admin_scene').set(update).where('scene_id', '=', scene.scene_id).execute();
    if (isDefault) await setDefaultScene(db, userId, scene.type, scene.scene_id);
  }),

  endpoint('scene/setDefaultScene', async ({ db, params, userId }) => {
    const scene = await ownScene(db, userId, requireInt(params, 'sceneId', '场景'));
    await setDefaultScene(db, userId, scene.type, scene.scene_id);
  }),

  endpoint('scene/deleteScene', async ({ db, params, userId }) => {
    const scene = await ownScene(db, userId, requireInt(params, 'sceneId', '场景'));
    if (scene.is_system === 1) throw new BusinessError('系统场景不能删除');
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('admin_scene_default').where('scene_id', '=', scene.scene_id).execute();
      await trx.deleteFrom('admin_scene').where('scene_id', '=', scene.scene_id).execute();
    });
  }),

  endpoint('scene/sceneConfig', async ({ db, params, userId }) => {
    const type = readType(params);
    // a user's scenes of one list: few, each must exist (below)
    const noHideIds = optionalIds(params, 'noHideIds', '显示场景');
    const hideIds = optionalIds(params, 'hideIds', '隐藏场景');
    const rows = await visibleScenes(db, userId, type);
    const byId = new Map(rows.map((r) => [r.scene_id, r]));
    for (const id of [...noHideIds, ...hideIds]) if (!byId.has(id)) throw new BusinessError('场景不存在');
    if (hideIds.some((id) => byId.get(id)!.is_system === 1)) throw new BusinessError('系统场景不能隐藏');
    await db.transaction().execute(async (trx) => {
      for (const [index, id] of noHideIds.entries()) {
        await trx.updateTable('admin_scene').set({ sort: index + 1, is_hide: 0 }).where('scene_id', '=', id).execute();
      }
      if (hideIds.length) {
        await trx.updateTable('admin_scene').set({ is_hide: 1 }).where('scene_id', 'in', hideIds).execute();
        await trx.deleteFrom('admin_scene_default').where('user_id', '=', userId).where('scene_id', 'in', hideIds).execute();
      }
    });
  }),

  endpoint('scene/queryField', async ({ db, params }) => {
    const label = optionalInt(params, 'label', '模块');
    if (label === undefined) throw new BusinessError('场景label不符合要求！');
    return sceneFields(db, label);
  }),
];

function withSnakeHideValue(this: Record<string, unknown>): Record<string, unknown> {
  const { toJSON: _self, ...rest } = this;
  return { ...rest, hide_value: rest.hideValue };
}
