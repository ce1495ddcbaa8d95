// One approver (or, as PeoplePicker, several people), picked with the member picker of the `user`
// field (员工 only, 搜索成员):
// a chip with avatar or initials and the 选择成员 button, labelled by the caller's label element
// (`labelId(id)`) so the button is named "审批人 选择成员". Used by the create form's authorised
// flow, the detail's 通过 dialog (next approver) and the admin's approval levels (审批流程管理).
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

export function ApproverPicker({ value, onChange, ...rest }: ApproverPickerProps) {
  return (
    <PeoplePicker {...rest} multiple={false} people={value ? [{ userId: value.userId, realname: value.realname, img: value.img ?? null }] : []}
      onChange={(people) => {
        const [first] = people;
        onChange(first ? { userId: Number(first.userId), realname: first.realname, img: first.img ?? null } : null);
      }} />
  );
}

export interface PeoplePickerProps extends Omit<ApproverPickerProps, 'value' | 'onChange'> {
  people: readonly MemberUser[];
  /** false: one person (the approver); true: several (the people of an approval level). */
  multiple: boolean;
  onChange(people: MemberUser[]): void;
}

/** Chips of the chosen people and 选择成员 (员工 only): the approver, or the people of a flow's level. */
export function PeoplePicker({ id, people, multiple, onChange, disabled, invalid, describedBy, loadUsers }: PeoplePickerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const serverUsers = useMemo(() => {
    const sources = createServerDataSources();
    return () => sources.users!({});
  }, []);
  const chips = people.map((user) => ({
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
        onRemove={(key) => onChange(people.filter((user) => String(user.userId) !== key))}
        action={
          <MemberPicker anchorRef={boxRef} users={people} hideDepts multiple={multiple} loadUsers={loadUsers ?? serverUsers}
            userSearchPlaceholder={userText.search()}
            onConfirm={(users) => onChange(multiple ? users : users.slice(0, 1))}>
            <PickerFieldButton fieldId={id} text={userText.pick()} describedBy={describedBy} invalid={invalid} disabled={disabled} />
          </MemberPicker>
        }
      />
    </Box>
  );
}
