/**
 * Who may see and change stored files (issue 16 item 3). A file belongs to its batch, and a batch
 * to whatever names it:
 *   - a record of any module whose descriptor has a batch column (`batch_id`, or the plan's
 *     `file_batch`), or a custom file field (type 8) of such a module holding it as its value;
 *   - a follow-up (admin_record.batch_id), which belongs to its record in turn.
 * Reading (list, download) needs read access to one of those holders, changing (upload into the
 * batch, remove, rename) write access: the record's data scope and team rule (recordAccess.ts)
 * plus, for modules with rights of their own, the module's `read` / `update` key, as the
 * record's own detail and save need. A follow-up's files: read with its record, changed by the
 * follow-up's author or whoever may write the record (as deleteFollowRecord). A batch nothing
 * names yet (a form being filled in, a replaced avatar) is its uploader's alone.
 * Records with a rule of their own (an office approval: its submitter, its approvers, the super
 * admin; a work log: oa/log/logFiles.ts) bring a `BatchOwner` instead: it names the batches they
 * hold and judges them.
 * Two files are seen by more people: the company logo by anyone (the login page shows it), the
 * avatars by any signed-in user; changing them is still their uploader's only.
 */
import { type Kysely, sql } from 'kysely';
import { authModuleOf, type ModuleDescriptor } from '../../engine/modules/index.ts';
import type { AdminFile, AdminRecord, Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { moduleDescriptors, serverKeyOf } from '../modules/descriptors.ts';
import { userPermissionKeys } from '../permissions/authTree.ts';
import { type AccessModule, isDeleted, recordAccess } from '../records/recordAccess.ts';
import type { RecordModuleKey } from '../records/recordModules.ts';
import { findRecord, type RecordRow } from '../records/recordStore.ts';
import { APPROVAL_BATCHES } from '../oa/examine/examineFiles.ts';
import { LOG_BATCHES } from '../oa/log/logFiles.ts';
import { TASK_BATCHES } from '../task/taskFiles.ts';

export type FileNeed = 'read' | 'write';

/** The type code of a file field (contract 5.2). */
const FILE_FIELD_TYPE = 8;

interface OwnerModule extends AccessModule {
  /** Whether the module's permission keys apply (the plan's calls are under the contract's). */
  ownRights: boolean;
  /** admin_record.types of its follow-ups */
  recordTypes: string;
  label: number;
}

interface BatchTable { module: OwnerModule; column: string; custom: boolean }

export type BatchHolder =
  | { kind: 'record'; module: OwnerModule; row: RecordRow }
  | { kind: 'followUp'; followUp: AdminRecord; module: OwnerModule | undefined }
  | { kind: 'owned'; owner: BatchOwner; table: string; id: number };

/** Records whose files follow a rule of their own rather than a module's data scope. */
export interface BatchOwner {
  /** Their tables: a descriptor naming one of them does not add the data-scope rule. */
  tables: readonly string[];
  /** What a refusal calls them: `附件批次已被其他审批使用`. */
  title: string;
  /** The records holding the batch (a detail line answers as the record it belongs to). */
  holders(db: Kysely<Database>, batchId: string): Promise<Array<{ table: string; id: number }>>;
  grants(db: Kysely<Database>, userId: number, id: number, need: FileNeed): Promise<boolean>;
}

const BATCH_OWNERS: readonly BatchOwner[] = [APPROVAL_BATCHES, LOG_BATCHES, TASK_BATCHES];
const ownedTables = new Set(BATCH_OWNERS.flatMap((owner) => owner.tables));

function ownerModuleOf(descriptor: ModuleDescriptor): OwnerModule {
  const record = descriptor.record;
  return {
    key: serverKeyOf(descriptor) as RecordModuleKey, table: record.table, idColumn: record.idColumn, title: record.title,
    realm: authModuleOf(descriptor), auth: descriptor.auth, scoped: record.scoped, hasTeam: record.team,
    ownRights: record.ownRights !== false, recordTypes: record.recordTypes ?? record.table, label: descriptor.label,
  };
}

let cached: { descriptors: number; tables: BatchTable[] } | undefined;

/** Every module table with a batch column, from the descriptors (a module registered later too). */
export function batchTables(): BatchTable[] {
  const descriptors = moduleDescriptors();
  if (cached?.descriptors === descriptors.length) return cached.tables;
  const tables = descriptors.filter((descriptor) => !ownedTables.has(descriptor.record.table)).flatMap((descriptor) => {
    const column = ['batch_id', 'file_batch'].find((name) => name in descriptor.record.columns);
    return column ? [{ module: ownerModuleOf(descriptor), column, custom: descriptor.record.custom }] : [];
  });
  cached = { descriptors: descriptors.length, tables };
  return tables;
}

/** Every record and follow-up naming the batch (usually none or one). Names come from descriptors, never from a request. */
export async function batchHolders(db: Kysely<Database>, batchId: string): Promise<BatchHolder[]> {
  const tables = batchTables();
  const fileFields = await db.selectFrom('admin_field').select(['field_id', 'label'])
    .where('type', '=', FILE_FIELD_TYPE).where('field_type', '=', 0)
    .where('label', 'in', tables.map((t) => t.module.label)).execute();
  const lookups = [
    ...tables.map((t, i) => sql`select ${sql.lit(i)} as t, ${sql.ref(t.module.idColumn)} as id from ${sql.table(t.module.table)} where ${sql.ref(t.column)} = ${batchId}`),
    ...fileFields.flatMap((field) => {
      const i = tables.findIndex((t) => t.module.label === field.label && t.custom);
      if (i < 0) return [];
      const key = sql.lit(String(Number(field.field_id)));
      return [sql`select ${sql.lit(i)} as t, ${sql.ref(tables[i]!.module.idColumn)} as id from ${sql.table(tables[i]!.module.table)} where custom ->> ${key} = ${batchId}`];
    }),
  ];
  const hits = lookups.length ? (await sql<{ t: number; id: number }>`${sql.join(lookups, sql` union `)}`.execute(db)).rows : [];
  const holders: BatchHolder[] = [];
  for (const hit of hits) {
    const { module } = tables[Number(hit.t)]!;
    const row = await findRecord(db, module, Number(hit.id));
    if (row) holders.push({ kind: 'record', module, row });
  }
  const followUps = await db.selectFrom('admin_record').selectAll().where('batch_id', '=', batchId).execute();
  for (const followUp of followUps) {
    holders.push({ kind: 'followUp', followUp, module: tables.find((t) => t.module.recordTypes === followUp.types)?.module });
  }
  for (const owner of BATCH_OWNERS) {
    for (const held of await owner.holders(db, batchId)) holders.push({ kind: 'owned', owner, ...held });
  }
  return holders;
}

async function recordGrants(db: Kysely<Database>, userId: number, module: OwnerModule, row: RecordRow, need: FileNeed): Promise<boolean> {
  if (isDeleted(module, row)) return false;
  const access = await recordAccess(db, userId, module, row);
  if (need === 'read' ? access === 'none' : access !== 'write') return false;
  if (!module.ownRights) return true;
  return (await userPermissionKeys(db, userId)).has(`${module.auth}.${need === 'read' ? 'read' : 'update'}`);
}

async function holderGrants(db: Kysely<Database>, userId: number, holder: BatchHolder, need: FileNeed): Promise<boolean> {
  if (holder.kind === 'record') return recordGrants(db, userId, holder.module, holder.row, need);
  if (holder.kind === 'owned') return holder.owner.grants(db, userId, holder.id, need);
  const { followUp, module } = holder;
  if (need === 'write' && followUp.create_user_id === userId) return true;
  if (!module) return false;
  const parent = await findRecord(db, module, followUp.types_id);
  if (!parent) return false;
  const access = await recordAccess(db, userId, module, parent);
  return need === 'read' ? access !== 'none' : access === 'write';
}

/** Whether the user may read (list, download) or write (upload into, remove, rename) the batch's files. */
export async function mayUseBatch(db: Kysely<Database>, userId: number, batchId: string, need: FileNeed): Promise<boolean> {
  const holders = await batchHolders(db, batchId);
  if (holders.length === 0) return unattachedIsOwn(db, userId, batchId);
  for (const holder of holders) {
    if (await holderGrants(db, userId, holder, need)) return true;
  }
  return false;
}

/** A batch no record names: its uploader's (an empty one is nobody's yet: uploading starts it). */
async function unattachedIsOwn(db: Kysely<Database>, userId: number, batchId: string): Promise<boolean> {
  const foreign = await db.selectFrom('admin_file').select('file_id')
    .where('batch_id', '=', batchId).where('create_user_id', '<>', userId).limit(1).executeTakeFirst();
  return foreign === undefined;
}

/** The file, if the user may `need` it; otherwise `文件不存在` (the same answer as for a missing one, so ids cannot be probed). */
export async function fileWithAccess(db: Kysely<Database>, userId: number, fileId: number, need: FileNeed): Promise<AdminFile> {
  const file = await db.selectFrom('admin_file').selectAll().where('file_id', '=', fileId).executeTakeFirst();
  if (!file || !(await mayUseBatch(db, userId, file.batch_id, need))) throw new BusinessError('文件不存在');
  return file;
}

/** Refuses (`没有权限`) unless the user may `need` the batch. */
export async function requireBatchAccess(db: Kysely<Database>, userId: number, batchId: string, need: FileNeed): Promise<void> {
  if (!(await mayUseBatch(db, userId, batchId, need))) throw new BusinessError('没有权限');
}

/** Avatars (admin_user.img) are shown to any signed-in user. */
export async function isAvatar(db: Kysely<Database>, file: AdminFile): Promise<boolean> {
  const user = await db.selectFrom('admin_user').select('user_id').where('img', '=', file.file_path).limit(1).executeTakeFirst();
  return user !== undefined;
}

/**
 * A save (a record's batch, a file field's value, a follow-up's batch) may name a batch only when
 * nothing else holds it (`self`: the record being edited) and every file in it is the saver's own
 * upload; otherwise the save is refused before anything is written.
 */
export async function requireClaimableBatch(
  db: Kysely<Database>, userId: number, batchId: string, self?: { table: string; id: number },
): Promise<void> {
  const holders = await batchHolders(db, batchId);
  const isSelf = (h: BatchHolder) => (h.kind === 'record' ? h.module.table === self?.table && Number(h.row[h.module.idColumn]) === self.id
    : h.kind === 'owned' && h.table === self?.table && h.id === self.id);
  const other = holders.find((h) => !isSelf(h));
  if (other) throw new BusinessError(`附件批次已被其他${other.kind === 'record' ? other.module.title : other.kind === 'owned' ? other.owner.title : '跟进记录'}使用`);
  // the edited record's own batch: its files are the record's, whoever uploaded them
  if (holders.length === 0 && !(await unattachedIsOwn(db, userId, batchId))) throw new BusinessError('附件批次中有他人上传的文件，不能使用');
}
