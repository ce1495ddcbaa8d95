// The member-and-department picker (shell-and-calls.md "Shared overlays and pickers"): a popover,
// default title 选择成员, 600 wide, below the trigger's start. Tab 员工 (search 搜索员工) and tab 部门
// (search 搜索部门, breadcrumb from 全部, drill-down); the side panel 已选择 counts the chosen
// employees and departments, clears them (清空) or removes one. 确 定 hands back both lists;
// 取 消, Esc, a click outside or the close button only close.
//
// Either tab can be hidden; with 员工 hidden, 部门 is shown first. The lists are loaded on the first
// open and kept for later opens; each open starts from the checked lists the caller passes. Usable
// outside forms: it takes its calls as props (`loadUsers`, `loadDepts`), not from a form context.
import { useCallback, useMemo, useRef, useState, type ReactElement, type RefObject } from 'react';
import { Box, Flex, Tabs } from '@chakra-ui/react';
import { useLoad, type DeptOption, type MemberUser } from '../form/dataSources.ts';
import { DeptList } from './DeptList.tsx';
import { deptKey, pickedDept, toggle, userKey } from './memberSelection.ts';
import { PickerPopover, type PickerPlacement } from './PickerPopover.tsx';
import { SelectedPanel } from './SelectedPanel.tsx';
import { memberText } from './strings.ts';
import { usePickerOpen } from './usePickerOpen.ts';
import { UserList } from './UserList.tsx';

/** shell-and-calls.md 9: picker default width 600, placement bottom-start. */
export const MEMBER_PICKER_WIDTH = 600;
export const MEMBER_PICKER_PLACEMENT: PickerPlacement = 'bottom-start';

export interface MemberPickerProps {
  /** The element that opens the picker (a button). */
  children: ReactElement;
  /** Default 选择成员. */
  title?: string;
  /** Default 600 (CSS pixels). */
  width?: number;
  /** Default bottom-start. */
  placement?: PickerPlacement;
  /** What the popover is placed against; default the trigger. */
  anchorRef?: RefObject<HTMLElement | null>;
  /** The employees checked when the picker opens. */
  users?: readonly MemberUser[];
  /** The departments checked when the picker opens. */
  depts?: readonly DeptOption[];
  hideUsers?: boolean;
  hideDepts?: boolean;
  /** The employee list call (all employees; the search filters them here). */
  loadUsers?: () => Promise<MemberUser[]>;
  /** The department tree call. */
  loadDepts?: () => Promise<DeptOption[]>;
  /** false: checking one employee (or department) unchecks the other. Default true. */
  multiple?: boolean;
  /** Default 搜索员工. */
  userSearchPlaceholder?: string;
  /** Default 搜索部门. */
  deptSearchPlaceholder?: string;
  /** 确 定: the chosen employees and departments (`{id, name}`, without subtrees), in choosing order. */
  onConfirm: (users: MemberUser[], depts: DeptOption[]) => void;
  /** 取 消 or any other close without confirming. */
  onCancel?: () => void;
}

type Tab = 'users' | 'depts';

interface Draft {
  users: MemberUser[];
  depts: DeptOption[];
}

const NONE_USERS: readonly MemberUser[] = [];
const NONE_DEPTS: readonly DeptOption[] = [];

export function MemberPicker(props: MemberPickerProps) {
  const {
    children, title = memberText.title(), width = MEMBER_PICKER_WIDTH, placement = MEMBER_PICKER_PLACEMENT, anchorRef,
    users = NONE_USERS, depts = NONE_DEPTS, hideUsers = false, hideDepts = false, loadUsers, loadDepts,
    multiple = true, userSearchPlaceholder = memberText.searchUsers(), deptSearchPlaceholder = memberText.searchDepts(),
    onConfirm, onCancel,
  } = props;
  const showUsers = !hideUsers;
  const showDepts = !hideDepts;
  const firstTab: Tab = showUsers ? 'users' : 'depts';

  const [tab, setTab] = useState<Tab>(firstTab);
  const [draft, setDraft] = useState<Draft>({ users: [], depts: [] });
  const userSearchRef = useRef<HTMLInputElement>(null);
  const deptSearchRef = useRef<HTMLInputElement>(null);

  // Each open starts from the lists the caller passes, on the first tab shown.
  const startDraft = useCallback(() => {
    setDraft({ users: [...users], depts: depts.map(pickedDept) });
    setTab(firstTab);
  }, [users, depts, firstTab]);
  const { open, opened, onOpenChange, closeConfirmed } = usePickerOpen(startDraft, onCancel);

  // Loaded on the first open, kept for later ones.
  const userList = useLoad(opened && showUsers && loadUsers ? 'users' : null, () => loadUsers!());
  const deptTree = useLoad(opened && showDepts && loadDepts ? 'depts' : null, () => loadDepts!());

  const cancel = useCallback(() => onOpenChange(false), [onOpenChange]);
  const confirm = useCallback(() => {
    closeConfirmed();
    onConfirm(draft.users, draft.depts);
  }, [closeConfirmed, draft, onConfirm]);

  const toggleUser = useCallback(
    (user: MemberUser, on: boolean) => setDraft((d) => ({ ...d, users: toggle(d.users, user, userKey, on, !multiple) })),
    [multiple],
  );
  const toggleDept = useCallback(
    (dept: DeptOption, on: boolean) => setDraft((d) => ({ ...d, depts: toggle(d.depts, pickedDept(dept), deptKey, on, !multiple) })),
    [multiple],
  );
  const clear = useCallback(() => setDraft({ users: [], depts: [] }), []);

  const chosenUsers = useMemo(() => new Set(draft.users.map(userKey)), [draft.users]);
  const chosenDepts = useMemo(() => new Set(draft.depts.map(deptKey)), [draft.depts]);
  const focusSearch = useCallback(() => (tab === 'users' ? userSearchRef.current : deptSearchRef.current), [tab]);

  return (
    <PickerPopover
      trigger={children}
      title={title}
      width={width}
      placement={placement}
      anchorRef={anchorRef}
      open={open}
      onOpenChange={onOpenChange}
      initialFocusEl={focusSearch}
      onConfirm={confirm}
      onCancel={cancel}
    >
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Box flex="1" minW="0">
          <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)} size="sm" colorPalette="brand" variant="line">
            <Tabs.List mb="2">
              {showUsers ? <Tabs.Trigger value="users">{memberText.usersTab()}</Tabs.Trigger> : null}
              {showDepts ? <Tabs.Trigger value="depts">{memberText.deptsTab()}</Tabs.Trigger> : null}
            </Tabs.List>
            {showUsers ? (
              <Tabs.Content value="users" pt="0">
                <UserList
                  users={userList}
                  hasSource={Boolean(loadUsers)}
                  chosen={chosenUsers}
                  searchPlaceholder={userSearchPlaceholder}
                  searchRef={userSearchRef}
                  onToggle={toggleUser}
                />
              </Tabs.Content>
            ) : null}
            {showDepts ? (
              <Tabs.Content value="depts" pt="0">
                <DeptList
                  tree={deptTree}
                  hasSource={Boolean(loadDepts)}
                  chosen={chosenDepts}
                  searchPlaceholder={deptSearchPlaceholder}
                  searchRef={deptSearchRef}
                  onToggle={toggleDept}
                />
              </Tabs.Content>
            ) : null}
          </Tabs.Root>
        </Box>
        <Box w={{ base: 'full', sm: '200px' }} flexShrink={0} borderLeftWidth={{ base: '0', sm: '1px' }} borderColor="border" ps={{ base: '0', sm: '3' }}>
          <SelectedPanel
            users={draft.users}
            depts={draft.depts}
            showUsers={showUsers}
            showDepts={showDepts}
            onRemoveUser={(user) => toggleUser(user, false)}
            onRemoveDept={(dept) => toggleDept(dept, false)}
            onClear={clear}
          />
        </Box>
      </Flex>
    </PickerPopover>
  );
}
