/**
 * field/queryField for the schedule (label 12, contract 5.4's shape): the fixed form of 10.3's
 * OaEvent/add and update, not admin_field rows (events have no custom fields and no designer entry).
 * fieldName is the save parameter itself (the descriptor's `form.payload.flat`); the linked CRM
 * records are the form's 关联业务 section (the descriptor's `form.relations`), not fields. 重复 and
 * 提醒 are selects over eventChoices.ts's texts; 颜色 the preset colours (fields/presetColors.ts). With `id` the event's values, for its creator only
 * (whoever else opens an edit is told `没有权限` before seeing a form the server would refuse).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { formatLocalDateTime } from '../../db/localTime.ts';
import { BusinessError } from '../../http/errors.ts';
import type { FormField } from '../../fields/formDefinitions.ts';
import { fixedField as field } from '../../fields/fixedForm.ts';
import { mayChange, NO_RIGHT, visibleEvent } from './eventAccess.ts';
import { PRESET_COLORS } from '../../../engine/fields/presetColors.ts';
import { REMIND_CHOICES, REPEAT_CHOICES } from './eventChoices.ts';
import { eventDetail } from './eventLists.ts';

export async function eventFormFields(db: Kysely<Database>, userId: number, id: number | undefined): Promise<FormField[]> {
  const fields = [
    field('title', '主题', 'text', 1),
    field('startTime', '开始时间', 'datetime', 1),
    field('endTime', '结束时间', 'datetime', 1),
    field('type', '重复', 'select', 0, [...REPEAT_CHOICES]),
    field('remindType', '提醒', 'select', 0, [...REMIND_CHOICES]),
    field('color', '颜色', 'color', 0, [...PRESET_COLORS]),
    field('ownerUserIds', '参与人', 'user', 0),
    field('address', '地点', 'text', 0),
    field('content', '内容', 'textarea', 0),
    field('remark', '备注', 'textarea', 0),
  ];
  if (id === undefined) return fields.map((f) => (f.fieldName === 'type' ? { ...f, value: REPEAT_CHOICES[0] } : f));
  const event = await visibleEvent(db, userId, id);
  if (!mayChange(event, userId)) throw new BusinessError(NO_RIGHT);
  const row = await eventDetail(db, userId, event);
  const values: Record<string, unknown> = {
    title: row.title, startTime: formatLocalDateTime(event.start_time), endTime: formatLocalDateTime(event.end_time),
    type: REPEAT_CHOICES[event.type] ?? '', remindType: event.remind_type === null ? '' : REMIND_CHOICES[event.remind_type] ?? '',
    color: event.color ?? '', ownerUserIds: row.ownerList, address: event.address ?? '', content: event.content ?? '', remark: event.remark ?? '',
  };
  return fields.map((f) => ({ ...f, value: values[f.fieldName] }));
}
