/**
 * Reading 业绩目标 requests (contract 12.3). Every refusal names the field in Chinese and comes
 * before anything is written:
 *
 *   type    考核对象  2 部门 / 3 员工
 *   year    年份      four digits
 *   status  目标类型  1 合同目标 / 2 回款目标
 *   months  一月…十二月  a number ≥ 0 with at most 2 decimals (absent or blank = 0)
 *
 * `yeartarget` is never read: the server writes the sum of the months.
 */
import { BusinessError } from '../../http/errors.ts';
import { optionalChoice, optionalInt, type Params, requireText } from '../../http/params.ts';
import { MONTHS, TARGET_KIND, TARGET_OF } from './achievementTargets.ts';

export type TargetOf = typeof TARGET_OF.dept | typeof TARGET_OF.user;
export type TargetKind = typeof TARGET_KIND.contract | typeof TARGET_KIND.receivables;

/** At most this many rows per setAchievement: a department page of employees, with room. */
export const MAX_TARGETS = 1000;

export interface TargetInput {
  objId: number;
  type: TargetOf;
  year: string;
  status: TargetKind;
  /** twelve decimal texts, January first */
  months: string[];
}

const isObject = (value: unknown): value is Params => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readTargetOf(params: Params, fallback?: TargetOf): TargetOf {
  const type = optionalChoice(params, 'type', '考核对象', [TARGET_OF.dept, TARGET_OF.user]) ?? fallback;
  if (type === undefined) throw new BusinessError('考核对象不能为空');
  return type as TargetOf;
}

export function readYear(params: Params): string {
  const year = requireText(params, 'year', '年份', 20);
  if (!/^\d{4}$/.test(year)) throw new BusinessError('年份格式不正确');
  return year;
}

export function readTargetKind(params: Params): TargetKind {
  const status = optionalChoice(params, 'status', '目标类型', [TARGET_KIND.contract, TARGET_KIND.receivables]);
  if (status === undefined) throw new BusinessError('目标类型不能为空');
  return status as TargetKind;
}

const MONEY = /^\d{1,16}(\.\d{1,2})?$/;

/** A month's target as a decimal text (numeric(18,2) holds 16 integer digits). */
function readMonth(item: Params, key: string, label: string): string {
  const raw = item[key];
  if (raw === undefined || raw === null || raw === '') return '0';
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : '';
  if (text.startsWith('-') && MONEY.test(text.slice(1))) {
    if (Number(text) !== 0) throw new BusinessError(`${label}不能小于0`);
    return '0';
  }
  if (!MONEY.test(text)) throw new BusinessError(`${label}格式不正确`);
  return text;
}

function readTarget(item: unknown): TargetInput {
  if (!isObject(item)) throw new BusinessError('业绩目标格式不正确');
  const type = readTargetOf(item);
  const objLabel = type === TARGET_OF.dept ? '部门' : '员工';
  const objId = optionalInt(item, 'objId', objLabel);
  if (objId === undefined) throw new BusinessError(`${objLabel}不能为空`);
  if (objId < 1) throw new BusinessError(`${objLabel}格式不正确`);
  return { objId, type, year: readYear(item), status: readTargetKind(item), months: MONTHS.map(([key, label]) => readMonth(item, key, label)) };
}

/** setAchievement's JSON array; the same object, year and kind twice is refused. */
export function readTargets(body: unknown): TargetInput[] {
  if (!Array.isArray(body) || !body.length) throw new BusinessError('业绩目标不能为空');
  if (body.length > MAX_TARGETS) throw new BusinessError(`业绩目标不能超过${MAX_TARGETS}条`);
  const targets = body.map(readTarget);
  const keys = new Set(targets.map((t) => `${t.type}:${t.objId}:${t.year}:${t.status}`));
  if (keys.size !== targets.length) throw new BusinessError('业绩目标重复');
  return targets;
}

/** queryAchievementList's optional department and employee. */
export function readListSubject(params: Params): { deptId?: number; userId?: number } {
  return { deptId: optionalInt(params, 'deptId', '部门'), userId: optionalInt(params, 'userId', '员工') };
}
