/**
 * `sysConfig/*` (contract 14.2): the company name and logo shown on the login page and in the
 * header (readable without login), and the module switches (oa, crm, project, hrm, jxc) that
 * remove whole areas from everyone's auth tree.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { endpoint } from '../http/endpoint.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalText, requireInt, requireText } from '../http/params.ts';
import { isInlineImage } from '../files/fileNames.ts';
import { storeUpload, UPLOADS_URL_PREFIX } from '../files/fileStore.ts';
import { writeConfigRow } from './configRows.ts';

const SYS_CONFIG = 'SYS_CONFIG';
const MODULE_NAMES = ['oa', 'crm', 'project', 'hrm', 'jxc'];
/** Listed in 应用管理 as the original lists them, but not built: they cannot be switched on. */
const UNBUILT_MODULES = ['hrm', 'jxc'];

export interface SysConfig { name: string; logo: string }

export async function readSysConfig(db: Kysely<Database>): Promise<SysConfig> {
  const row = await db.selectFrom('admin_config').select('value')
    .where('name', '=', SYS_CONFIG).orderBy('setting_id').executeTakeFirst();
  const stored = parseJsonObject(row?.value);
  return {
    name: typeof stored.name === 'string' ? stored.name : '',
    logo: typeof stored.logo === 'string' ? stored.logo : '',
  };
}

function parseJsonObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {}; // a hand-edited row should not take the login page down
  }
}

async function writeSysConfig(db: Kysely<Database>, config: SysConfig) {
  const value = JSON.stringify(config);
  await db.transaction().execute((trx) => writeConfigRow(trx, SYS_CONFIG, { value }, '系统配置'));
}

async function isOwnUpload(db: Kysely<Database>, userId: number, url: string): Promise<boolean> {
  if (!url.startsWith(UPLOADS_URL_PREFIX) || !isInlineImage(url)) return false;
  const file = await db.selectFrom('admin_file').select('file_id').where('file_path', '=', url).where('create_user_id', '=', userId).executeTakeFirst();
  return file !== undefined;
}

export const sysConfigEndpoints = [
  endpoint('sysConfig/querySysConfig', { public: true }, async ({ db }) => readSysConfig(db)),

  endpoint('sysConfig/setSysConfig', { rights: ['manage.system.update'] }, async ({ db, dataDir, params, files, userId }) => {
    const name = requireText(params, 'name', '企业名称', 50);
    const current = await readSysConfig(db);
    let logo = current.logo;
    const upload = files.find((f) => f.fieldName === 'file') ?? files[0];
    if (upload) {
      if (!isInlineImage(upload.originalName)) throw new BusinessError('企业logo只能是jpg、png、gif图片');
      logo = (await storeUpload(db, dataDir, upload, { userId, fileType: 'img' })).file_path;
    } else {
      // Without a new file the client may send the current logo back, '' to remove it, or an
      // image the caller uploaded: the logo is public (files/fileAccess.ts), so no other file
      // may become it.
      const sent = optionalText(params, 'logo', '企业logo', 1000);
      if (sent !== undefined) {
        if (sent !== '' && sent !== current.logo && !(await isOwnUpload(db, userId, sent))) throw new BusinessError('企业logo格式不正确');
        logo = sent;
      }
    }
    await writeSysConfig(db, { name, logo });
  }),

  endpoint('sysConfig/queryModuleSetting', { rights: ['manage.configSet.read'] }, async ({ db }) => {
    const rows = await db.selectFrom('admin_config')
      .select(['setting_id', 'name', 'status', 'value', 'description'])
      .where('name', 'in', MODULE_NAMES).orderBy('setting_id').execute();
    return rows.map((r) => ({ settingId: r.setting_id, module: r.name, status: r.status, type: r.value, name: r.description }));
  }),

  endpoint('sysConfig/setModuleSetting', { rights: ['manage.configSet.update'] }, async ({ db, params }) => {
    const settingId = requireInt(params, 'settingId', '模块');
    const status = requireInt(params, 'status', '状态');
    if (status !== 0 && status !== 1) throw new BusinessError('状态格式不正确');
    if (status === 1) {
      const unbuilt = await db.selectFrom('admin_config').select('description')
        .where('setting_id', '=', settingId).where('name', 'in', UNBUILT_MODULES).executeTakeFirst();
      if (unbuilt) throw new BusinessError(`${unbuilt.description ?? '该模块'}尚未开通，不能启用`);
    }
    const result = await db.updateTable('admin_config').set({ status })
      .where('setting_id', '=', settingId).where('name', 'in', MODULE_NAMES).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new BusinessError('模块不存在');
  }),
];
