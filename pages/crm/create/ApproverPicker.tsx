// One approver, picked with the member picker of the `user` field (员工 only, 搜索成员, one person):
// a chip with avatar or initials and the 选择成员 button, labelled by the caller's label element
// (`labelId(id)`) so the button is named "审批人 选择成员". Used by the create form's authorised
// flow and by the detail's 通过 dialog (next approver).
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
import type { ChosenApprover } from './approvalRules.ts';

export interface ApproverPickerProps {
  /** The button's id; the label element must have the id `labelId(id)`. */
  id: string;
  value: ChosenApprover | null;
  onChange(value: ChosenApprover | null): void;
  disabled?: boolean;
  invalid?: boolean;
  /** The error element's id, when shown. */
  describedBy?: string;
  /** Who may be picked; default every employee (user/queryUserList). */
  loadUsers?: () => Promise<MemberUser[]>;
}

export function ApproverPicker({ id, value, onChange, disabled, invalid, describedBy, loadUsers }: ApproverPickerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const serverUsers = useMemo(() => {
    const sources = createServerDataSources();
    return () => sources.users!({});
  }, []);
  const picked: MemberUser[] = value ? [{ userId: value.userId, realname: value.realname, img: value.img ?? null }] : [];
  const chips = picked.map((user) => ({
    key: String(user.userId),
    label: user.realname,
    lead: <InitialsBadge realname={user.realname} img={user.img} size="sm" />,
  }));
  return (
    <Box maxW="md">
      <PickedChips
        boxRef={boxRef}
        chips={chips}
        placeholder={selectPlaceholder()}
        disabled={disabled}
        invalid={invalid}
        onRemove={() => onChange(null)}
        action={
          <MemberPicker anchorRef={boxRef} users={picked} hideDepts multiple={false} loadUsers={loadUsers ?? serverUsers}
            userSearchPlaceholder={userText.search()}
            onConfirm={(users) => {
              const [first] = users;
              onChange(first ? { userId: Number(first.userId), realname: first.realname, img: first.img ?? null } : null);
            }}>
            <PickerFieldButton fieldId={id} text={userText.pick()} describedBy={describedBy} invalid={invalid} disabled={disabled} />
          </MemberPicker>
        }
      />
    </Box>
  );
}
