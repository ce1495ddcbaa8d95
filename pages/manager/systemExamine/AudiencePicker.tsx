// Who may use an office approval category (可见范围): the chosen employees and departments as
// removable chips, and the member-and-department picker (widgets/pickers, both tabs) to change them.
// Nobody chosen means everyone (the placeholder says so). The button is named by the caller's label
// element (`labelId(id)`): "可见范围 选择成员".
import { useMemo, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { createServerDataSources } from '../../../server-adapter/dataSources.ts';
import { InitialsBadge } from '../../../widgets/InitialsBadge.tsx';
import type { DeptOption, MemberUser } from '../../../widgets/form/dataSources.ts';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import { PickedChips } from '../../../widgets/pickers/PickedChips.tsx';
import { PickerFieldButton } from '../../../widgets/pickers/PickerFieldButton.tsx';
import { memberText } from '../../../widgets/pickers/strings.ts';

export interface Audience {
  users: { userId: number; realname: string; img?: string | null }[];
  depts: { id: number; name: string }[];
}

export interface AudiencePickerProps {
  /** The button's id; the label element must have the id `labelId(id)`. */
  id: string;
  value: Audience;
  onChange(value: Audience): void;
  /** Shown when nobody is chosen. */
  everyone: string;
  /** The calls behind the picker's two tabs; default the server's (user/queryUserList, dept tree). */
  loadUsers?: () => Promise<MemberUser[]>;
  loadDepts?: () => Promise<DeptOption[]>;
}

const USER = 'user:';
const DEPT = 'dept:';

export function AudiencePicker({ id, value, onChange, everyone, loadUsers, loadDepts }: AudiencePickerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const server = useMemo(() => {
    const sources = createServerDataSources();
    return { users: () => sources.users!({}), depts: () => sources.deptTree!() };
  }, []);
  const chips = [
    ...value.depts.map((dept) => ({ key: `${DEPT}${dept.id}`, label: dept.name })),
    ...value.users.map((user) => ({ key: `${USER}${user.userId}`, label: user.realname, lead: <InitialsBadge realname={user.realname} img={user.img} size="sm" /> })),
  ];
  const remove = (key: string) => onChange({
    users: value.users.filter((user) => `${USER}${user.userId}` !== key),
    depts: value.depts.filter((dept) => `${DEPT}${dept.id}` !== key),
  });
  return (
    <Box maxW="lg">
      <PickedChips boxRef={boxRef} chips={chips} placeholder={everyone} onRemove={remove}
        action={
          <MemberPicker anchorRef={boxRef} users={value.users} depts={value.depts} loadUsers={loadUsers ?? server.users} loadDepts={loadDepts ?? server.depts}
            onConfirm={(users, depts) => onChange({
              users: users.map((u) => ({ userId: Number(u.userId), realname: u.realname, img: u.img ?? null })),
              depts: depts.map((d) => ({ id: Number(d.id), name: d.name })),
            })}>
            <PickerFieldButton fieldId={id} text={memberText.title()} />
          </MemberPicker>
        } />
    </Box>
  );
}
