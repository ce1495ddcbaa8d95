/**
 * `<Prefix>/queryById` of every module (contract 7.2): the row (columns camelCased on the way out),
 * owner and creator names, the module's joined names, and every custom field as
 * `<field name>: "<value text>"` ('' when not filled in), and `access`: 'write' or 'read' (ours:
 * the detail hides what a read-only caller would be refused). Outside the user's data scope:
 * `{dataAuth: 0}` (a success, not an error; contract 17).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { isDeleted, recordAccess } from './recordAccess.ts';
import { goneMessage, type RecordModule } from './recordModules.ts';
import { findRecord, type RecordRow } from './recordStore.ts';

export type DetailExtras = (db: Kysely<Database>, row: RecordRow, userId: number) => Promise<Record<string, unknown>>;

export async function realnamesOf(db: Kysely<Database>, ids: (number | null | undefined)[]): Promise<Map<number, string | null>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const users = await db.selectFrom('admin_user').select(['user_id', 'realname']).where('user_id', 'in', wanted).execute();
  return new Map(users.map((u) => [u.user_id, u.realname]));
}

/** Custom values by the field's current name (a rename never orphans them: they are stored by id). */
export async function customByName(db: Kysely<Database>, label: number, row: RecordRow): Promise<Record<string, string>> {
  const fields = await db.selectFrom('admin_field').select(['field_id', 'name'])
    .where('label', '=', label).where('field_type', '=', 0).orderBy('sorting').execute();
  return Object.fromEntries(fields.map((f) => [f.name, row.custom?.[String(f.field_id)] ?? '']));
}

export async function recordDetail(
  db: Kysely<Database>, userId: number, module: RecordModule, id: number, extras?: DetailExtras,
): Promise<Record<string, unknown>> {
  const row = await findRecord(db, module, id);
  if (!row) throw new BusinessError(goneMessage(module));
  if (isDeleted(module, row)) throw new BusinessError(`${module.title}已删除`);
  const access = await recordAccess(db, userId, module, row);
  if (access === 'none') return { dataAuth: 0 };
  // independent reads at once: under load each sequential statement waits its turn for a pooled
  // connection (PostgreSQL) or the one PGlite has, so a chain of them is what a detail call waits for
  const [names, custom, more] = await Promise.all([
    realnamesOf(db, [row.owner_user_id, row.create_user_id]),
    module.hasCustom ? customByName(db, module.label, row) : {},
    extras ? extras(db, row, userId) : {},
  ]);
  const { custom: _byId, ...columns } = row;
  // Columns after the custom values: a custom field named like a column must not hide the record's own data.
  return {
    ...custom, ...columns,
    ownerUserName: names.get(row.owner_user_id ?? -1) ?? null, createUserName: names.get(row.create_user_id) ?? null,
    ...more,
    // what the caller may do with this record (records/recordAccess.ts): 'read' for an approver, a
    // read-only team member or a pool record; the detail offers only what the server would allow
    access,
  };
}
