/**
 * List rows (contract 6.4) for a page of ids: every entity column (camelCased later by the HTTP
 * layer; numeric columns stay strings, timestamps become `yyyy-MM-dd HH:mm:ss`), the joined names,
 * `fieldBatchId`, one key per custom field by its Chinese name (users → realnames, departments →
 * names, comma-joined) and each module's extras. One statement for the rows, one each for the
 * user and department names of custom user/structure fields when the page has any.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { AdminField, Database } from '../../db/schema.ts';
import type { ListSpec } from './listSpec.ts';

export type ListRow = Record<string, unknown>;

const DAY_MS = 86_400_000;

/** Extra computed columns per table, on alias `r`. */
function extrasOf(spec: ListSpec): Record<string, RawBuilder<unknown>> {
  switch (spec.table) {
    case 'crm_customer': {
      const extras: Record<string, RawBuilder<unknown>> = {
        last_time: sql`(select max(a.create_time) from admin_record a where a.types = 'crm_customer' and a.types_id = r.customer_id)`,
      };
      if (spec.type === 2) {
        extras.business_count = sql`(select count(*)::int from crm_business b where b.customer_id = r.customer_id)`;
        extras.__received_at = sql`(select max(o.create_time) from crm_owner_record o where o.type = 8 and o.type_id = r.customer_id and o.post_owner_user_id = r.owner_user_id)`;
      }
      return extras;
    }
    case 'crm_business':
      return {
        __status_count: sql`(select count(*)::int from crm_business_status s where s.type_id = r.type_id)`,
        __status_order: sql`(select s.order_num from crm_business_status s where s.status_id = r.status_id)`,
      };
    case 'crm_contract':
      return {
        unreceived_money: sql`(coalesce(r.money, 0) - (select coalesce(sum(v.money), 0) from crm_receivables v where v.contract_id = r.contract_id and v.check_status = 1))::numeric(18,2)`,
      };
    default:
      return {};
  }
}

export interface RowContext {
  /** the pool rule (customer list only): days without follow-up / to deal before auto-pool */
  poolRule?: { enabled: boolean; followupDays: number; dealDays: number };
  now?: Date;
}

/** Full rows of `ids`, in the order of `ids`. */
export async function loadRows(db: Kysely<Database>, spec: ListSpec, fields: readonly AdminField[], ids: number[], context: RowContext = {}): Promise<ListRow[]> {
  if (!ids.length) return [];
  const columns = Object.keys(spec.columns).map((c) => sql.raw(`r.${c}`));
  const joined = Object.entries(spec.joined).map(([name, j]) => sql`${j.sql} as ${sql.id(name)}`);
  const extras = Object.entries(extrasOf(spec)).map(([name, expr]) => sql`${expr} as ${sql.id(name)}`);
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join([...columns, sql`r.custom`, ...joined, ...extras])}
    from ${sql.raw(spec.table)} r where ${sql.raw(`r.${spec.idColumn}`)} in (${sql.join(ids)})
  `.execute(db);
  const byId = new Map(rows.map((row) => [Number(row[spec.idColumn]), row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is Record<string, unknown> => row !== undefined);

  const customFields = fields.filter((f) => f.field_type === 0);
  const names = await customNames(db, customFields, ordered);
  return ordered.map((row) => shapeRow(spec, customFields, names, row, context));
}

interface NameMaps { users: Map<number, string>; depts: Map<number, string> }

async function customNames(db: Kysely<Database>, customFields: readonly AdminField[], rows: Record<string, unknown>[]): Promise<NameMaps> {
  const userIds = new Set<number>();
  const deptIds = new Set<number>();
  for (const field of customFields) {
    if (field.type !== 10 && field.type !== 12) continue;
    const target = field.type === 10 ? userIds : deptIds;
    for (const row of rows) {
      const value = (row.custom as Record<string, string> | null)?.[String(field.field_id)];
      if (value) for (const part of value.split(',')) if (/^\d+$/.test(part.trim())) target.add(Number(part.trim()));
    }
  }
  const [users, depts] = await Promise.all([
    userIds.size ? db.selectFrom('admin_user').select(['user_id', 'realname']).where('user_id', 'in', [...userIds]).execute() : [],
    deptIds.size ? db.selectFrom('admin_dept').select(['dept_id', 'name']).where('dept_id', 'in', [...deptIds]).execute() : [],
  ]);
  return {
    users: new Map(users.map((u) => [u.user_id, u.realname ?? ''])),
    depts: new Map(depts.map((d) => [d.dept_id, d.name])),
  };
}

function customText(field: AdminField, value: string | undefined, names: NameMaps): string | null {
  if (value === undefined || value === null) return null;
  if (field.type !== 10 && field.type !== 12) return value;
  const map = field.type === 10 ? names.users : names.depts;
  return value.split(',').map((part) => map.get(Number(part.trim()))).filter((n) => n !== undefined).join(',');
}

function shapeRow(spec: ListSpec, customFields: readonly AdminField[], names: NameMaps, raw: Record<string, unknown>, context: RowContext): ListRow {
  const { custom, __status_count: statusCount, __status_order: statusOrder, __received_at: receivedAt, ...columns } = raw;
  const values = (custom ?? {}) as Record<string, string>;
  const row: ListRow = {};
  // Custom values first: a custom field named like a column must not hide the record's own data.
  for (const field of customFields) row[field.name] = customText(field, values[String(field.field_id)], names);
  Object.assign(row, columns);
  row.fieldBatchId = columns.batch_id;

  if (spec.table === 'crm_business') {
    const n = Number(statusCount ?? 0) + 1;
    const isEnd = Number(columns.is_end ?? 0);
    if (isEnd === 1) { row.status_name = '赢单'; row.progressBar = `${n}/${n}`; }
    else if (isEnd === 2) { row.status_name = '输单'; row.progressBar = `0/${n}`; }
    else if (isEnd === 3) { row.status_name = '无效'; row.progressBar = '0/0'; }
    else row.progressBar = `${Number(statusOrder ?? 0)}/${n}`;
  }
  if (spec.table === 'crm_contract' && (row.business_name === null || row.business_name === undefined)) row.business_name = '';
  if (spec.type === 2 && context.poolRule?.enabled) row.pool_day = poolDay(columns, receivedAt, context);
  return row;
}

/** Days left before the auto-pool rule takes the customer ('' when it never will: dealt or locked). */
function poolDay(columns: Record<string, unknown>, receivedAt: unknown, context: RowContext): number | string {
  const rule = context.poolRule!;
  if (Number(columns.deal_status) === 1 || Number(columns.is_lock) === 1) return '';
  const now = (context.now ?? new Date()).getTime();
  const created = columns.create_time instanceof Date ? columns.create_time.getTime() : now;
  const followed = columns.last_time instanceof Date ? columns.last_time.getTime() : 0;
  const since = Math.max(created, followed);
  let days = rule.followupDays - Math.floor((now - since) / DAY_MS);
  if (receivedAt instanceof Date) days = Math.min(days, rule.dealDays - Math.floor((now - receivedAt.getTime()) / DAY_MS));
  return Math.max(days, 0);
}
