/**
 * field/queryField for announcements (label 11, contract 5.4's shape): the fixed form of 10.2's
 * saveAndUpdate, not admin_field rows (announcements have no custom fields and no designer entry).
 * fieldName is the save parameter itself (the descriptor's `form.payload.flat` sends the entity's
 * keys as they are): 标题, 内容, 开始时间 / 结束时间 (days), 通知部门 / 通知人 (empty = everyone).
 * With `id` the values of that announcement, when the caller may see it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FormField } from '../../fields/formDefinitions.ts';
import { fixedField } from '../../fields/fixedForm.ts';
import { announcementById } from './announcementCalls.ts';

const field = (fieldName: string, name: string, formType: FormField['formType'], isNull: 0 | 1, inputTips = ''): FormField =>
  fixedField(fieldName, name, formType, isNull, [], inputTips);

export async function announcementFormFields(db: Kysely<Database>, userId: number, id: number | undefined): Promise<FormField[]> {
  const fields = [
    field('title', '标题', 'text', 1),
    field('content', '内容', 'textarea', 0),
    field('startTime', '开始时间', 'date', 1),
    field('endTime', '结束时间', 'date', 1),
    field('deptIds', '通知部门', 'structure', 0, '不选部门和人员时通知全部员工'),
    field('ownerUserIds', '通知人', 'user', 0, '不选部门和人员时通知全部员工'),
  ];
  if (id === undefined) return fields;
  const row = await announcementById(db, userId, id);
  const values: Record<string, unknown> = {
    title: row.title, content: row.content, startTime: row.startTime, endTime: row.endTime,
    deptIds: row.deptList, ownerUserIds: row.ownerUserList,
  };
  return fields.map((f) => ({ ...f, value: values[f.fieldName] }));
}
