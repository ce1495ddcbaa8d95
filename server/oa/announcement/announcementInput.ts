/**
 * `OaAnnouncement/saveAndUpdate`'s parameters (contract 10.2), every refusal before any write:
 * 标题 required; 内容 kept exactly as typed (not trimmed: it is shown as plain text, line breaks
 * and spaces included); both days required (`开始时间或结束时间为空！`), real `yyyy-MM-dd` days
 * (a time after the day is accepted and dropped), the end not before the start
 * (`结束时间早于开始时间`); the audience as ",1,2," texts of existing departments and users.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hasControlCharacters } from '../../http/controlCharacters.ts';
import { BusinessError, IllegalTextError } from '../../http/errors.ts';
import { readIdList } from '../../http/idList.ts';
import { optionalInt, optionalText, requireText, type Params } from '../../http/params.ts';

export const CONTENT_MAX = 20000;
export const MISSING_DAYS = '开始时间或结束时间为空！';
export const END_BEFORE_START = '结束时间早于开始时间';

export interface AnnouncementInput {
  announcementId?: number;
  title: string;
  content: string;
  startTime: string;
  endTime: string;
  deptIds: string;
  ownerUserIds: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

function readDay(params: Params, key: string, label: string): string | undefined {
  const text = optionalText(params, key, label, 30);
  if (!text) return undefined;
  const m = DAY.exec(text);
  const date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
  if (!m || !date || date.getMonth() !== Number(m[2]) - 1 || date.getDate() !== Number(m[3])) throw new BusinessError(`${label}格式不正确`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

function readContent(params: Params): string {
  const value = params.content;
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new BusinessError('内容格式不正确');
  if (hasControlCharacters(value)) throw new IllegalTextError('内容含有非法字符');
  if (value.length > CONTENT_MAX) throw new BusinessError(`内容不能超过${CONTENT_MAX}个字符`);
  return value;
}

const csv = (ids: number[]) => (ids.length ? `,${ids.join(',')},` : '');

export async function readAnnouncementInput(db: Kysely<Database>, params: Params): Promise<AnnouncementInput> {
  const announcementId = optionalInt(params, 'announcementId', '公告');
  const title = requireText(params, 'title', '标题', 255);
  const content = readContent(params);
  const startTime = readDay(params, 'startTime', '开始时间');
  const endTime = readDay(params, 'endTime', '结束时间');
  if (!startTime || !endTime) throw new BusinessError(MISSING_DAYS);
  if (endTime < startTime) throw new BusinessError(END_BEFORE_START);
  const deptIds = readIdList(params.deptIds, '通知部门', { objectKeys: ['id', 'deptId'] });
  const userIds = readIdList(params.ownerUserIds, '通知人', { objectKeys: ['userId', 'id'] });
  if (deptIds.length) {
    const found = await db.selectFrom('admin_dept').select('dept_id').where('dept_id', 'in', deptIds).execute();
    if (found.length !== deptIds.length) throw new BusinessError('通知部门不存在');
  }
  if (userIds.length) {
    const found = await db.selectFrom('admin_user').select('user_id').where('user_id', 'in', userIds).execute();
    if (found.length !== userIds.length) throw new BusinessError('通知人不存在');
  }
  return { announcementId, title, content, startTime, endTime, deptIds: csv(deptIds), ownerUserIds: csv(userIds) };
}
