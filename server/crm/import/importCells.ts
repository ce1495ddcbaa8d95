/**
 * A spreadsheet cell → the text a person meant, and that text → the value a form save carries
 * for the field (engine/fields encodeScalar's wire shapes): people, departments, customers and
 * product categories are typed by name and looked up here; dates typed or stored as Excel dates
 * become `yyyy-MM-dd [HH:mm:ss]`; a select's or checkbox's value must be one of the field's options
 * (the form offers no other; a spreadsheet cell takes anything). Everything else is passed as typed:
 * the save pipeline judges it with the form's own rules and messages.
 */
import type { Kysely } from 'kysely';
import type { FormType } from '../../../engine/fields/index.ts';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { recordAccess } from '../../records/recordAccess.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { loose, type RecordRow } from '../../records/recordStore.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** exceljs cell values (rich text, hyperlinks, formulas, dates) → text. Excel dates are UTC wall times. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return time === '00:00:00' ? day : `${day} ${time}`;
  }
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('').trim();
    if (v.text !== undefined) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
  }
  return '';
}

const SEPARATORS = /[,，、;；\n]/;

function items(text: string): string[] {
  return text.split(SEPARATORS).map((s) => s.trim()).filter((s) => s !== '');
}

/** `2024/1/31`, `2024.1.31`, `2024-01-31 9:30` → `2024-01-31[ 09:30:00]`; anything else unchanged (the rules name it). */
function dateText(text: string, withTime: boolean): string {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/.exec(text);
  if (!m) return text;
  const day = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  if (!withTime) return day;
  return `${day} ${pad(Number(m[4] ?? 0))}:${pad(Number(m[5] ?? 0))}:${pad(Number(m[6] ?? 0))}`;
}

/** How many options a refusal names before `等N项`: enough to show the kind of value wanted. */
const OPTIONS_NAMED = 6;

/**
 * The typed value when each of its items is one of the options; otherwise refused, naming the
 * field, the value and the options (`客户来源“不存在的来源”不在选项中（可选：促销、搜索引擎…）`).
 * A field without options takes anything (nothing to compare with).
 */
function offeredValue(values: string[], fieldName: string, options: readonly string[]): string {
  const unknown = options.length ? values.filter((value) => !options.includes(value)) : [];
  if (unknown.length) {
    const named = options.slice(0, OPTIONS_NAMED).join('、') + (options.length > OPTIONS_NAMED ? `等${options.length}项` : '');
    throw new BusinessError(`${fieldName}“${unknown.join('、')}”不在选项中（可选：${named}）`);
  }
  return values.join(',');
}

function notImportable(fieldName: string): never {
  throw new BusinessError(`${fieldName}不支持导入`);
}

/** Name lookups of one import, loaded once (users, departments, categories) or cached per name (customers). */
export class NameResolver {
  private users?: { user_id: number; username: string; realname: string | null }[];
  private depts?: { dept_id: number; name: string }[];
  private categories?: { category_id: number; name: string }[];
  private readonly customers = new Map<string, number | string>();

  /**
   * How the typed text of each form type becomes its payload cell (an import fact: people type
   * names and loose dates, where the form picks records). Types not listed are passed as typed.
   */
  private readonly readers: Readonly<Partial<Record<FormType, (text: string, fieldName: string, options: readonly string[]) => Promise<string | number> | string | number>>> = {
    date: (text) => dateText(text, false),
    datetime: (text) => dateText(text, true),
    select: (text, fieldName, options) => offeredValue([text], fieldName, options),
    checkbox: (text, fieldName, options) => offeredValue(items(text), fieldName, options),
    user: (text, fieldName) => this.userIds(items(text), fieldName),
    structure: (text, fieldName) => this.deptIds(items(text), fieldName),
    category: (text, fieldName) => this.categoryId(text, fieldName),
    customer: (text, fieldName) => this.customerId(text, fieldName),
    // No module with an import has such a field in its seed; an admin cannot add one (not a designer type).
    business: (_text, fieldName) => notImportable(fieldName),
    contacts: (_text, fieldName) => notImportable(fieldName),
    contract: (_text, fieldName) => notImportable(fieldName),
  };

  constructor(private readonly db: Kysely<Database>, private readonly userId: number) {}

  private async userIds(names: string[], fieldName: string): Promise<string> {
    this.users ??= await this.db.selectFrom('admin_user').select(['user_id', 'username', 'realname']).where('status', '<>', 0).execute();
    return names.map((name) => {
      const byRealname = this.users!.filter((u) => u.realname === name);
      if (byRealname.length === 1) return byRealname[0]!.user_id;
      const byUsername = this.users!.find((u) => u.username === name);
      if (byUsername) return byUsername.user_id;
      throw new BusinessError(byRealname.length > 1 ? `${fieldName}“${name}”有重名员工，请填写用户名` : `${fieldName}“${name}”不存在`);
    }).join(',');
  }

  private async deptIds(names: string[], fieldName: string): Promise<string> {
    this.depts ??= await this.db.selectFrom('admin_dept').select(['dept_id', 'name']).execute();
    return names.map((name) => {
      const found = this.depts!.filter((d) => d.name === name);
      if (found.length !== 1) throw new BusinessError(found.length ? `${fieldName}“${name}”有重名部门` : `${fieldName}“${name}”不存在`);
      return found[0]!.dept_id;
    }).join(',');
  }

  private async categoryId(name: string, fieldName: string): Promise<number> {
    this.categories ??= await this.db.selectFrom('crm_product_category').select(['category_id', 'name']).execute();
    const found = this.categories.filter((c) => c.name === name);
    if (found.length !== 1) throw new BusinessError(found.length ? `${fieldName}“${name}”有重名类型` : `${fieldName}“${name}”不存在`);
    return found[0]!.category_id;
  }

  /** A customer the importer may read (the form's picker offers no other), by its unique name. */
  private async customerId(name: string, fieldName: string): Promise<number> {
    let answer = this.customers.get(name);
    if (answer === undefined) {
      const customer = RECORD_MODULES.customer;
      const rows = (await loose(this.db).selectFrom(customer.table).selectAll().where(customer.nameColumn, '=', name).limit(5).execute()) as RecordRow[];
      const readable: number[] = [];
      for (const row of rows) if ((await recordAccess(this.db, this.userId, customer, row)) !== 'none') readable.push(row.customer_id as number);
      answer = readable.length === 1 ? readable[0]! : readable.length ? `${fieldName}“${name}”有重名客户` : `${fieldName}“${name}”不存在`;
      this.customers.set(name, answer);
    }
    if (typeof answer === 'string') throw new BusinessError(answer);
    return answer;
  }

  /**
   * The save payload's value of one field for the typed text; '' stays '' (the rules decide if it
   * may). `options`: a select's or checkbox's options (the field's `setting`).
   */
  async wireValue(formType: FormType, text: string, fieldName: string, options: readonly string[] = []): Promise<string | number> {
    if (text === '') return '';
    const read = Object.hasOwn(this.readers, formType) ? this.readers[formType] : undefined;
    return read ? read(text, fieldName, options) : text;
  }
}
