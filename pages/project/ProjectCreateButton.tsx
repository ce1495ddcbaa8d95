// The top of the project area's sidebar: 新建项目, only with `project.projectManage.save` (spec
// "Project"): the project form (ProjectDialog.tsx says why it is not the engine's), then the new
// project's board; and 新建标签 for everyone (tags are shared, TagCreateButton.tsx).
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hasAuthKey } from '../../engine/pages/index.ts';
import { useSession } from '../session/sessionStore.ts';
import { ProjectDialog } from './ProjectDialog.tsx';
import { TagCreateButton } from './TagCreateButton.tsx';

export const PROJECT_CREATE_RIGHT = 'project.projectManage.save';

export function ProjectCreateButton({ collapsed }: { collapsed: boolean; labelsShown: boolean }) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const label = t('sidebar.newProject');
  return (
    <>
      {hasAuthKey(auth, PROJECT_CREATE_RIGHT) && <Button size="sm" colorPalette="brand" mx={collapsed ? '2' : '3'} mb="2" w={collapsed ? '48px' : 'calc(100% - 24px)'} aria-label={label}
        title={collapsed ? label : undefined} onClick={() => setOpen(true)}>
        {collapsed ? '+' : `+ ${label}`}
      </Button>}
      <TagCreateButton collapsed={collapsed} />
      {open && <ProjectDialog onClose={() => setOpen(false)} onSaved={(workId) => { setOpen(false); void navigate(`/project/list/${workId}`); }} />}
    </>
  );
}
