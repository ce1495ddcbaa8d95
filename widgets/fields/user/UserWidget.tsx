// formType `user` (人员): the chosen employees, `[{userId, realname, img}]` (the engine sends their
// ids comma-joined), shown as removable chips with avatar or initials. The button after them opens
// the member picker with only its 员工 tab, searching 搜索成员 (forms.md 2.3).
//
// One person or several: 'ui:options'.multiple (default true; false keeps only the last one checked).
// Employees come from the data sources' `users()`, loaded when the picker first opens.
import { useCallback, useMemo, useRef, type FocusEvent } from 'react';
import { Box } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { normalizeValue, type PickedRecord } from '../../../engine/fields/index.ts';
import { InitialsBadge } from '../../InitialsBadge.tsx';
import { useDataSources, type MemberUser } from '../../form/dataSources.ts';
import { describedBy, hasError, labelId } from '../../form/ids.ts';
import { memoWidget } from '../../form/memoWidget.tsx';
import { selectPlaceholder } from '../../form/strings.ts';
import { MemberPicker } from '../../pickers/MemberPicker.tsx';
import { idText } from '../../pickers/memberSelection.ts';
import { PickedChips } from '../../pickers/PickedChips.tsx';
import { PickerFieldButton } from '../../pickers/PickerFieldButton.tsx';
import { userText } from './strings.ts';

function memberOf(record: PickedRecord): MemberUser {
  return { userId: record.userId as MemberUser['userId'], realname: String(record.realname ?? ''), img: (record.img as string | null | undefined) ?? null };
}

/** What the form keeps of an employee: id, name, and the avatar for the chip. */
function pickedUser(user: MemberUser): PickedRecord {
  return { userId: user.userId, realname: user.realname, img: user.img ?? null };
}

function UserWidget(props: WidgetProps) {
  const { id, value, options, placeholder, disabled, readonly, onChange, onBlur, registry } = props;
  const sources = useDataSources(registry);
  const boxRef = useRef<HTMLDivElement>(null);
  const users = useMemo(() => (normalizeValue('user', value) as PickedRecord[]).map(memberOf), [value]);
  const isDisabled = Boolean(disabled || options.disabled);
  const isReadonly = Boolean(readonly || options.readonly);
  const multiple = options.multiple !== false;

  const commit = useCallback(
    (next: MemberUser[]) => onChange(next.length === 0 ? options.emptyValue : next.map(pickedUser)),
    [onChange, options.emptyValue],
  );
  const remove = useCallback((key: string) => commit(users.filter((user) => idText(user.userId) !== key)), [commit, users]);
  const confirm = useCallback((picked: MemberUser[]) => commit(picked), [commit]);
  const loadUsers = useMemo(() => (sources?.users ? () => sources.users!({}) : undefined), [sources]);
  // Blurred when the focus leaves the chips, the button and the (inline) picker altogether.
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
    },
    [onBlur, id, value],
  );

  const chips = users.map((user) => ({
    key: idText(user.userId),
    label: user.realname,
    lead: <InitialsBadge realname={user.realname} img={user.img} size="sm" />,
  }));

  if (isReadonly) {
    return <PickedChips chips={chips} boxProps={{ id, role: 'group', 'aria-labelledby': labelId(id) }} />;
  }
  return (
    <Box onBlur={handleBlur}>
      <PickedChips
        boxRef={boxRef}
        chips={chips}
        placeholder={placeholder || selectPlaceholder()}
        disabled={isDisabled}
        invalid={hasError(props)}
        onRemove={remove}
        action={
          <MemberPicker anchorRef={boxRef} users={users} hideDepts loadUsers={loadUsers} multiple={multiple} userSearchPlaceholder={userText.search()} onConfirm={confirm}>
            <PickerFieldButton fieldId={id} text={userText.pick()} describedBy={describedBy(props)} invalid={hasError(props)} disabled={isDisabled} />
          </MemberPicker>
        }
      />
    </Box>
  );
}

export default memoWidget(UserWidget, 'UserWidget');
