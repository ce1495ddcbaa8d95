// The people of one approval level (指定用户): chips and 选择成员, with the member picker's 员工 tab.
import { useMemo, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { createServerDataSources } from '../../../server-adapter/dataSources.ts';
import { InitialsBadge } from '../../../widgets/InitialsBadge.tsx';
import type { MemberUser } from '../../../widgets/form/dataSources.ts';
import { selectPlaceholder } from '../../../widgets/form/strings.ts';
import { userText } from '../../../widgets/fields/user/strings.ts';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import { PickedChips } from '../../../widgets/pickers/PickedChips.tsx';
import { PickerFieldButton } from '../../../widgets/pickers/PickerFieldButton.tsx';
import type { StepDraft } from './examineFlowRules.ts';

export function StepUsersPicker({ id, users, onChange }: { id: string; users: StepDraft['users']; onChange(users: StepDraft['users']): void }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const loadUsers = useMemo(() => {
    const sources = createServerDataSources();
    return () => sources.users!({});
  }, []);
  const picked: MemberUser[] = users.map((u) => ({ userId: u.userId, realname: u.realname, img: u.img ?? null }));
  return (
    <Box flex="1" minW="0">
      <PickedChips boxRef={boxRef} placeholder={selectPlaceholder()}
        chips={picked.map((user) => ({ key: String(user.userId), label: user.realname, lead: <InitialsBadge realname={user.realname} img={user.img} size="sm" /> }))}
        onRemove={(key) => onChange(users.filter((u) => String(u.userId) !== key))}
        action={(
          <MemberPicker anchorRef={boxRef} users={picked} hideDepts multiple loadUsers={loadUsers} userSearchPlaceholder={userText.search()}
            onConfirm={(chosen) => onChange(chosen.map((u) => ({ userId: Number(u.userId), realname: u.realname, img: u.img ?? null })))}>
            <PickerFieldButton fieldId={id} text={userText.pick()} />
          </MemberPicker>
        )} />
    </Box>
  );
}
