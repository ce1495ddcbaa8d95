// The 部门 tab of the member picker: a search box (substring of the name, anywhere in the tree), a
// breadcrumb from 全部 down to the level shown, and one checkbox per department of that level with
// 下级 to drill into its children. A breadcrumb entry returns to its level; drilling from a search
// result opens that department's level and ends the search.
import { Fragment, useMemo, useState, type RefObject } from 'react';
import { Box, Breadcrumb, Button, Checkbox, Flex, Stack } from '@chakra-ui/react';
import type { DeptOption, LoadState } from '../form/dataSources.ts';
import { deptKey, deptsAt, hasChildren, MEMBER_LIST_HEIGHT, pathTo, searchDepts } from './memberSelection.ts';
import { PickerSearch } from './PickerSearch.tsx';
import { loadStatus } from './PickerStatus.tsx';
import { memberText } from './strings.ts';

export interface DeptListProps {
  tree: LoadState<DeptOption[]> & { reload: () => void };
  hasSource: boolean;
  /** Keys (id as text) of the chosen departments. */
  chosen: ReadonlySet<string>;
  searchPlaceholder: string;
  searchRef?: RefObject<HTMLInputElement | null>;
  onToggle: (dept: DeptOption, on: boolean) => void;
}

export function DeptList({ tree, hasSource, chosen, searchPlaceholder, searchRef, onToggle }: DeptListProps) {
  const [search, setSearch] = useState('');
  const [path, setPath] = useState<DeptOption[]>([]);
  const roots = tree.status === 'ready' ? tree.data : EMPTY;
  const shown = useMemo(() => (search.trim() === '' ? deptsAt(roots, path) : searchDepts(roots, search)), [roots, path, search]);
  const status = loadStatus(tree, hasSource, shown.length === 0);

  const drill = (dept: DeptOption) => {
    setPath(pathTo(roots, dept.id));
    setSearch('');
  };

  return (
    <Stack gap="2" h={MEMBER_LIST_HEIGHT}>
      <PickerSearch ref={searchRef} placeholder={searchPlaceholder} value={search} onChange={setSearch} />
      <Breadcrumb.Root size="sm" aria-label={memberText.breadcrumb()}>
        <Breadcrumb.List flexWrap="wrap" gap="1">
          <Crumb label={memberText.all()} current={path.length === 0} onClick={() => setPath([])} />
          {path.map((dept, index) => (
            <Fragment key={deptKey(dept)}>
              <Breadcrumb.Separator />
              <Crumb label={dept.name} current={index === path.length - 1} onClick={() => setPath(path.slice(0, index + 1))} />
            </Fragment>
          ))}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Box flex="1" minH="0" overflowY="auto" borderWidth="1px" borderColor="border" borderRadius="sm">
        {status ?? (
          <Stack as="ul" gap="0" py="1" listStyleType="none" m="0">
            {shown.map((dept) => (
              <Flex as="li" key={deptKey(dept)} align="center" justify="space-between" gap="2" px="2" py="1" minH="8" _hover={{ bg: 'bg.subtle' }}>
                <Checkbox.Root
                  size="sm"
                  colorPalette="brand"
                  checked={chosen.has(deptKey(dept))}
                  onCheckedChange={(details) => onToggle(dept, details.checked === true)}
                  minW="0"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="normal" truncate>
                    {dept.name}
                  </Checkbox.Label>
                </Checkbox.Root>
                {hasChildren(dept) ? (
                  <Button size="2xs" variant="ghost" colorPalette="brand" aria-label={memberText.openDept(dept.name)} onClick={() => drill(dept)}>
                    {memberText.subDepts()}
                    <ChevronIcon />
                  </Button>
                ) : null}
              </Flex>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

const EMPTY: DeptOption[] = [];

/** An entry of the breadcrumb: a button back to its level, or the current level (not a button). */
function Crumb({ label, current, onClick }: { label: string; current: boolean; onClick: () => void }) {
  return (
    <Breadcrumb.Item>
      {current ? (
        <Breadcrumb.CurrentLink>{label}</Breadcrumb.CurrentLink>
      ) : (
        <Breadcrumb.Link asChild colorPalette="brand">
          <button type="button" onClick={onClick}>
            {label}
          </button>
        </Breadcrumb.Link>
      )}
    </Breadcrumb.Item>
  );
}

function ChevronIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M6 3.5 10.5 8 6 12.5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
