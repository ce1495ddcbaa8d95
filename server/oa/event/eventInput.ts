/**
 * OaEvent/add and OaEvent/update's form (contract 10.3), read and checked whole before anything is
 * written: 主题 required, 开始时间 and 结束时间 required and real (`yyyy-MM-dd HH:mm[:ss]`), the end not
 * before the start (`结束时间早于开始时间`, the contract's words), 重复 and 提醒 by number or option text (eventChoices.ts),
 * 参与人 existing users who are not disabled, linked CRM records the caller may read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseLocalTimestamp } from '../../db/localTime.ts';
import { BusinessError } from '../../http/errors.ts';
import { readIdList } from '../../http/idList.ts';
import { optionalText, type Params, readNamedChoice, requireText } from '../../http/params.ts';
import { readRelations, type RelationIds } from '../examine/examineRelations.ts';
import { wireTime } from '../examine/examineLines.ts';
import { REMIND_CHOICES, REPEAT_CHOICES } from './eventChoices.ts';

export const END_BEFORE_START = '结束时间早于开始时间';
/** The most participants one event takes: a company meeting, not a broadcast. */
export const MAX_PARTICIPANTS = 500;

export interface EventInput {
  title: string;
  content: string | null;
  start: Date;
  end: Date;
  type: number;
  ownerUserIds: number[];
  address: string | null;
  remark: string | null;
  color: string | null;
  remindType: number | null;
  relations: RelationIds;
}

/** A required time of the form, as a local Date. */
export function readTime(params: Params, key: string, label: string): Date {
  const text = requireText(params, key, label, 30);
  const time = wireTime(text);
  if (!time) throw new BusinessError(`${label}格式不正确`);
  return parseLocalTimestamp(time) as Date;
}

/** `#rgb` / `#rrggbb` or a CSS colour name: what the colour picker sends, never markup. */
const COLOR = /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{1,20})$/;

async function readParticipants(db: Kysely<Database>, params: Params): Promise<number[]> {
  const ids = readIdList(params.ownerUserIds, '参与人', { max: MAX_PARTICIPANTS });
  if (!ids.length) return ids;
  const found = await db.selectFrom('admin_user').select(['user_id', 'status']).where('user_id', 'in', ids).execute();
  const active = new Set(found.filter((user) => user.status !== 0).map((user) => Number(user.user_id)));
  if (ids.some((id) => !active.has(id))) throw new BusinessError('参与人不存在或已停用');
  return ids;
}

export async function readEventInput(db: Kysely<Database>, userId: number, params: Params): Promise<EventInput> {
  const title = requireText(params, 'title', '主题', 255);
  const start = readTime(params, 'startTime', '开始时间');
  const end = readTime(params, 'endTime', '结束时间');
  if (end.getTime() < start.getTime()) throw new BusinessError(END_BEFORE_START);
  const type = readNamedChoice(params, 'type', '重复', REPEAT_CHOICES) ?? 0;
  const remindType = readNamedChoice(params, 'remindType', '提醒', REMIND_CHOICES) ?? null;
  const color = optionalText(params, 'color', '颜色', 20) || null;
  if (color && !COLOR.test(color)) throw new BusinessError('颜色格式不正确');
  const ownerUserIds = await readParticipants(db, params);
  return {
    title, start, end, type, remindType, color, ownerUserIds,
    content: optionalText(params, 'content', '内容', 10_000) || null,
    address: optionalText(params, 'address', '地点', 255) || null,
    remark: optionalText(params, 'remark', '备注', 10_000) || null,
    relations: await readRelations(db, userId, params),
  };
}
