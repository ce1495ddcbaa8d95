// 编辑项目 from a project's board (context action `view: projectEdit`): the project form over the
// project's current values, its members read from work/queryOwnerRoleList (a public project has
// none to pick). Saving reads the project again, so the heading and the sidebar follow.
// Why not drawn by the engine: it is the project form of ProjectDialog.tsx (which says why that one
// is not), offered through the engine's context-view slot so the board's descriptor decides where.
import useSWR from 'swr';
import type { ContextViewProps } from '../../engine/react/list/index.ts';
import { queryWorkMembers } from '../../server-adapter/work.ts';
import { ProjectDialog } from './ProjectDialog.tsx';

export default function ProjectEditView({ record, onClose, onChanged }: ContextViewProps) {
  const workId = Number(record.workId);
  const isOpen = Number(record.isOpen) === 1 ? 1 : 0;
  const { data: members } = useSWR(isOpen ? null : `work/queryOwnerRoleList|${workId}`, () => queryWorkMembers(workId));
  if (!isOpen && !members) return null;
  return (
    <ProjectDialog onClose={onClose} onSaved={() => onChanged()}
      initial={{
        workId, name: String(record.name ?? ''), description: String(record.description ?? ''), color: String(record.color ?? ''), isOpen,
        ownerUserIds: [], members: (members ?? []).map((member) => ({ userId: member.userId, realname: member.realname, img: member.img ?? null })),
      }} />
  );
}
