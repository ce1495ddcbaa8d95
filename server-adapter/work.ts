// Project management's calls (contract 11) that the shell's own screens make: the sidebar's
// projects and tags, and the project form (新建项目 / 编辑项目). The boards are engine lists.
import { mutate } from 'swr';
import { requestData, request } from './request.ts';

export const WORK_NAMES_KEY = 'work/queryWorkNameList';
export const TASK_LABELS_KEY = 'taskLabel/getLabelList';

export interface WorkItem { workId: number; name: string; color: string | null; isOpen: number; description: string | null; ownerUserId: string }

export interface WorkForm {
  workId?: number;
  name: string;
  description: string;
  color: string;
  /** 0 private (members only), 1 public */
  isOpen: 0 | 1;
  /** the members of a private project (the creator is always one) */
  ownerUserIds: number[];
}

/** work/setWork: the saved project's id. */
export async function saveWork(form: WorkForm): Promise<number> {
  const envelope = await request<unknown>('work/setWork', {
    ...(form.workId ? { workId: form.workId } : {}),
    name: form.name, description: form.description, color: form.color, isOpen: form.isOpen,
    // the form's member list is a private project's (spec: "only when private")
    ...(form.isOpen === 0 ? { ownerUserId: form.ownerUserIds.join(',') } : {}),
  }) as unknown as { work?: { workId?: number } };
  void mutate(WORK_NAMES_KEY);
  return Number(envelope.work?.workId ?? form.workId);
}

export async function queryWorkNames(): Promise<WorkItem[]> {
  return requestData<WorkItem[]>(WORK_NAMES_KEY, {}, { silent: true });
}
