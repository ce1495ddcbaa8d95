// A permission tree as nested checkboxes: a directory shows checked, indeterminate or not by the
// permissions under it, and (un)checks them all. A page whose only permission is to see it (each
// BI report: 客户分析 › 查看) is one checkbox, not a line for the page and a line for its one right.
import { Box, Checkbox, Stack } from '@chakra-ui/react';
import type { MenuNode } from '../../../server-adapter/role.ts';
import { isSingleRightPage, showsAsOneBox, stateOf, toggled } from './menuTree.ts';

export function MenuTreeView({ node, checked, onChange, disabled }: {
  node: MenuNode; checked: ReadonlySet<number>; onChange(next: Set<number>): void; disabled?: boolean;
}) {
  const state = stateOf(node, checked);
  const children = isSingleRightPage(node) ? [] : node.childMenu ?? [];
  return (
    <Box>
      <Checkbox.Root size="sm" colorPalette="brand" disabled={disabled}
        checked={state === 'all' ? true : state === 'some' ? 'indeterminate' : false}
        onCheckedChange={() => onChange(toggled(node, state !== 'all', checked))}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontWeight={children.length ? 'medium' : 'normal'}>{node.menuName}</Checkbox.Label>
      </Checkbox.Root>
      {children.length > 0 && (
        // in a row, the space between two rights is wider than a checkbox's gap to its own label:
        // each box visibly belongs to the name after it, not to the one before (issue 17 item 12)
        <Stack rowGap="1" columnGap="6" mt="1" direction={children.every(showsAsOneBox) ? 'row' : 'column'} wrap="wrap" pl="5">
          {children.map((child) => (
            <MenuTreeView key={child.menuId} node={child} checked={checked} onChange={onChange} disabled={disabled} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
