/**
 * field/queryField for office tasks (label 14, contract 5.4's shape): the fixed form of 10.5's
 * task/setTask, not admin_field rows (tasks have no custom fields and no designer entry). fieldName
 * is the save parameter itself (the descriptor's `form.payload.flat`); linked records and
 * attachments are the form's own sections. 优先级 is a select over PRIORITY_CHOICES (a save may send
 * the name or the number). 标签 (labelId) is a checkbox over the shared labels, each option its name
 * shown and its id held (names may repeat or hold commas; the save sends the ids as csv); offered
 * only once a label exists. With `id` the task's values, for whoever may change it; anyone else is
 * answered as for a missing task.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { formatLocalDate } from '../db/localTime.ts';
import { BusinessError } from '../http/errors.ts';
import type { FormField } from '../fields/formDefinitions.ts';
import { fixedField as field } from '../fields/fixedForm.ts';
import { TASK_GONE, taskViewer, visibleTask } from './taskAccess.ts';
import { PRIORITY_CHOICES } from './taskInput.ts';
import { taskDetail } from './taskLists.ts';
import { labelList } from './taskLabels.ts';

export async function taskFormFields(db: Kysely<Database>, userId: number, id: number | undefined): Promise<FormField[]> {
  const fields = [
    field('name', '任务名称', 'text', 1),
    field('mainUserId', '负责人', 'user', 0),
    field('ownerUserId', '参与人', 'user', 0),
    field('startTime', '开始时间', 'date', 0),
    field('stopTime', '截止时间', 'date', 0),
    field('priority', '优先级', 'select', 0, PRIORITY_CHOICES),
    field('description', '任务描述', 'textarea', 0),
  ];
  const labels = await labelList(db);
  if (labels.length) {
    const options = labels.map((label) => ({ name: label.name, value: String(label.label_id), color: label.color }));
    fields.splice(6, 0, { ...field('labelId', '标签', 'checkbox', 0), setting: options });
  }
  if (id === undefined) return fields.map((f) => (f.fieldName === 'priority' ? { ...f, value: PRIORITY_CHOICES[0] } : f));
  const access = await visibleTask(db, await taskViewer(db, userId), id);
  if (!access.mayChange) throw new BusinessError(TASK_GONE);
  const row = await taskDetail(db, access) as Record<string, unknown>;
  const task = access.task;
  const day = (value: Date | null) => (value ? formatLocalDate(value) : '');
  const values: Record<string, unknown> = {
    name: task.name, mainUserId: row.mainUser ? [row.mainUser] : [], ownerUserId: row.ownerUserList ?? [],
    startTime: day(task.start_time), stopTime: day(task.stop_time),
    priority: PRIORITY_CHOICES[task.priority ?? 0] ?? '', description: task.description ?? '',
    labelId: (task.label_id ?? []).map(String),
  };
  return fields.map((f) => ({ ...f, value: values[f.fieldName] }));
}
