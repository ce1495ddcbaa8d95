/**
 * Scenes (contract 6.5): a user's saved list filters per module type, the system scenes made
 * lazily on the first scene/queryScene of a user and type, and the default scene.
 *
 * System scenes hold the user's own id (我负责的) and their subordinates' ids (下属负责的) as
 * they were when the scenes were made; `forgetSystemScenes` drops them so they are rebuilt.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { userWithSubordinates } from '../system/organisation.ts';
import { descriptorOfLabel, moduleDescriptors } from '../modules/descriptors.ts';

/** The list types with scenes: the CRM's 1-7 and every other module with a list. */
export function isSceneType(type: number): boolean {
  // a module whose lists offer scenes (the office modules' lists have none)
  return (type >= 1 && type <= 7) || moduleDescriptors().some((m) => m.label === type && Object.values(m.lists ?? {}).some((list) => list.scenes));
}

type SceneData = Record<string, Record<string, unknown>>;
interface SystemScene { name: string; data: SceneData | ''; bydata?: string }

const is = (name: string, value: unknown) => ({ [name]: { name, condition: 'is', value } });
const inList = (name: string, value: string) => ({ [name]: { name, condition: 'in', value } });
const takePart = (me: number) => ({ ro_user_id: { name: 'ro_user_id', condition: 'takePart', value: me } });

/** The system scenes of a type for one user (contract 6.5 table). */
function systemScenes(type: number, me: number, subordinates: string): SystemScene[] {
  const mine = is('owner_user_id', me);
  const subs = inList('owner_user_id', subordinates);
  const owned = (title: string, withTakePart: boolean): SystemScene[] => [
    { name: `全部${title}`, data: '' },
    { name: `我负责的${title}`, data: mine },
    { name: `下属负责的${title}`, data: subs },
    ...(withTakePart ? [{ name: `我参与的${title}`, data: takePart(me) }] : []),
  ];
  switch (type) {
    case 1: {
      const open = is('is_transform', 0);
      return [
        { name: '全部线索', data: open },
        { name: '我负责的线索', data: { ...mine, ...open } },
        { name: '下属负责的线索', data: { ...subs, ...open } },
        { name: '已转化的线索', data: is('is_transform', '1'), bydata: 'transform' },
      ];
    }
    case 2: return owned('客户', true);
    case 3: return owned('联系人', false);
    case 4: return [
      { name: '全部产品', data: '' },
      { name: '上架的产品', data: is('是否上下架', '上架') },
      { name: '下架的产品', data: is('是否上下架', '下架') },
    ];
    case 5: return owned('商机', true);
    case 6: return owned('合同', true);
    case 7: return owned('回款', false);
    default: {
      // Any other module with a list: the owner scenes when its data is scoped, else all of it.
      const module = descriptorOfLabel(type);
      if (!module?.lists) return [];
      return module.record.scoped ? owned(module.record.title, module.record.team) : [{ name: `全部${module.record.title}`, data: '' }];
    }
  }
}

/** Creates the user's system scenes of this type unless they exist; one caller at a time per user and type. */
export async function ensureSystemScenes(db: Kysely<Database>, userId: number, type: number): Promise<void> {
  const have = await db.selectFrom('admin_scene').select('scene_id')
    .where('user_id', '=', userId).where('type', '=', type).where('is_system', '=', 1).executeTakeFirst();
  if (have) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`admin_scene:${userId}:${type}`}))`.execute(trx);
    const again = await trx.selectFrom('admin_scene').select('scene_id')
      .where('user_id', '=', userId).where('type', '=', type).where('is_system', '=', 1).executeTakeFirst();
    if (again) return;
    const subordinates = (await userWithSubordinates(trx, userId)).filter((id) => id !== userId).sort((a, b) => a - b);
    const now = new Date();
    await trx.insertInto('admin_scene').values(systemScenes(type, userId, subordinates.length ? subordinates.join(',') : '0').map((s) => ({
      type, name: s.name, user_id: userId, sort: 0, data: s.data === '' ? '' : JSON.stringify(s.data), is_hide: 0, is_system: 1,
      bydata: s.bydata ?? null, create_time: now, update_time: now,
    }))).execute();
  });
}

/** Drops a user's system scenes (all types): they are rebuilt with fresh ids at the next queryScene. */
export async function forgetSystemScenes(db: Kysely<Database>, userId: number): Promise<void> {
  const ids = await db.selectFrom('admin_scene').select('scene_id').where('user_id', '=', userId).where('is_system', '=', 1).execute();
  if (!ids.length) return;
  await db.deleteFrom('admin_scene_default').where('scene_id', 'in', ids.map((r) => r.scene_id)).execute();
  await db.deleteFrom('admin_scene').where('scene_id', 'in', ids.map((r) => r.scene_id)).execute();
}

/**
 * Rewrites the data of the users' existing system scenes from the reporting line as it is now
 * (下属负责的… lists the subordinates' ids), keeping their ids, order, hidden flags and
 * defaults. For the superiors of someone added or moved: their subordinates changed, though
 * nothing about them was edited. Types a user has no system scenes of stay lazy.
 */
export async function refreshSystemScenes(db: Kysely<Database>, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  const rows = await db.selectFrom('admin_scene').select(['scene_id', 'user_id', 'type', 'name', 'data'])
    .where('user_id', 'in', userIds).where('is_system', '=', 1).execute();
  const now = new Date();
  for (const userId of new Set(rows.map((r) => r.user_id))) {
    const subordinates = (await userWithSubordinates(db, userId)).filter((id) => id !== userId).sort((a, b) => a - b);
    const subs = subordinates.length ? subordinates.join(',') : '0';
    for (const row of rows.filter((r) => r.user_id === userId)) {
      const fresh = systemScenes(row.type, userId, subs).find((s) => s.name === row.name);
      if (!fresh) continue;
      const data = fresh.data === '' ? '' : JSON.stringify(fresh.data);
      if (data !== row.data) await db.updateTable('admin_scene').set({ data, update_time: now }).where('scene_id', '=', row.scene_id).execute();
    }
  }
}

export interface SceneRow {
  scene_id: number; type: number; name: string; data: string; is_hide: number; is_system: number; bydata: string | null; sort: number;
}

/** One of the user's own scenes; `场景不存在` otherwise (another user's scene is not visible either). */
export async function ownScene(db: Kysely<Database>, userId: number, sceneId: number): Promise<SceneRow> {
  const scene = await db.selectFrom('admin_scene')
    .select(['scene_id', 'type', 'name', 'data', 'is_hide', 'is_system', 'bydata', 'sort'])
    .where('scene_id', '=', sceneId).where('user_id', '=', userId).executeTakeFirst();
  if (!scene) throw new BusinessError('场景不存在');
  return scene;
}

/** The stored filter of a scene used by a list of `type` (contract 6.2: the base of the request's data). */
export async function sceneFilter(db: Kysely<Database>, userId: number, sceneId: number, type: number): Promise<string> {
  const scene = await ownScene(db, userId, sceneId);
  if (scene.type !== type) throw new BusinessError('场景不存在');
  return scene.data;
}

export async function defaultSceneId(db: Kysely<Database>, userId: number, type: number): Promise<number | undefined> {
  const row = await db.selectFrom('admin_scene_default').select('scene_id').where('user_id', '=', userId).where('type', '=', type).executeTakeFirst();
  return row?.scene_id;
}

export async function setDefaultScene(db: Kysely<Database>, userId: number, type: number, sceneId: number): Promise<void> {
  await db.insertInto('admin_scene_default').values({ type, user_id: userId, scene_id: sceneId })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet({ scene_id: sceneId }))
    .execute();
}
