// Project management's calls the shell makes itself: the project form's save (新建项目 / 编辑项目)
// and a project's members and their roles (成员). The boards are engine lists.
import { request, requestData } from './request.ts';

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
  return Number(envelope.work?.workId ?? form.workId);
}

/** A project member with their project role (work/queryOwnerRoleList); a public project lists everyone, non-members with no role. */
export interface WorkMember {
  userId: number;
  realname: string;
  img?: string | null;
  roleId: number | null;
  roleName: string | null;
  /** 1: the project's creator (always 管理, never removed) */
  isCreator?: number;
}

export interface WorkRole { roleId: number; roleName: string; remark?: string | null }

export async function queryWorkMembers(workId: number): Promise<WorkMember[]> {
  const data = await requestData<WorkMember[] | null>('work/queryOwnerRoleList', { workId });
  return Array.isArray(data) ? data : [];
}

export async function queryWorkRoles(): Promise<WorkRole[]> {
  const data = await requestData<WorkRole[] | null>('work/queryRoleList', {});
  return Array.isArray(data) ? data : [];
}

export async function setMemberRole(workId: number, userId: number, roleId: number): Promise<void> {
  await request('work/setOwnerRole', { workId, list: [{ userId, roleId }] }, { encoding: 'json' });
}

export async function removeWorkMember(workId: number, userId: number): Promise<void> {
  await request('work/removeWorkOwnerUser', { workId, ownerUserId: userId });
}
