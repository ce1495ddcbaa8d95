// The tile of an approval category (shell-and-calls.md, entities: 1-6 fixed icons for ordinary,
// leave, business trip, overtime, billing and borrowing; the other categories cycle through nine
// generic ones). Which icon a category gets is data (the module descriptor's `category.icons`,
// iconOfCategory below); this draws a named icon on its own colour. Inline SVG (24x24 strokes,
// shapes after Feather, MIT), decorative: the category's title beside it is what is read out.
import type { ReactNode } from 'react';
import { chakra, Flex } from '@chakra-ui/react';

const SHAPES: Readonly<Record<string, ReactNode>> = {
  // 普通审批: a document with lines
  ordinary: (<><path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" /><polyline points="14 2 14 8 20 8" /><line x1="16" y1="13" x2="8" y2="13" /><line x1="16" y1="17" x2="8" y2="17" /></>),
  // 请假审批: a coffee cup
  leave: (<><path d="M18 8h1a4 4 0 0 1 0 8h-1" /><path d="M2 8h16v9a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V8z" /><line x1="6" y1="1" x2="6" y2="4" /><line x1="10" y1="1" x2="10" y2="4" /><line x1="14" y1="1" x2="14" y2="4" /></>),
  // 出差审批: a map pin on a route
  trip: (<><path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" /><circle cx="12" cy="10" r="3" /></>),
  // 加班审批: a clock
  overtime: (<><circle cx="12" cy="12" r="10" /><polyline points="12 6 12 12 16 14" /></>),
  // 差旅报销: a receipt
  expense: (<><path d="M4 2v20l3-2 3 2 2-2 2 2 3-2 3 2V2l-3 2-3-2-2 2-2-2-3 2z" /><line x1="8" y1="9" x2="16" y2="9" /><line x1="8" y1="13" x2="14" y2="13" /></>),
  // 借款申请: a wallet
  loan: (<><rect x="2" y="6" width="20" height="14" rx="2" /><path d="M16 13h2" /><path d="M2 10h20" /><path d="M6 6V4h12v2" /></>),
  tag: (<><path d="M20.59 13.41l-7.17 7.17a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82z" /><line x1="7" y1="7" x2="7.01" y2="7" /></>),
  flag: (<><path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z" /><line x1="4" y1="22" x2="4" y2="15" /></>),
  star: <polygon points="12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26 12 2" />,
  bookmark: <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />,
  box: (<><path d="M21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16z" /><polyline points="3.27 6.96 12 12.01 20.73 6.96" /></>),
  layers: (<><polygon points="12 2 2 7 12 12 22 7 12 2" /><polyline points="2 17 12 22 22 17" /><polyline points="2 12 12 17 22 12" /></>),
  grid: (<><rect x="3" y="3" width="7" height="7" /><rect x="14" y="3" width="7" height="7" /><rect x="14" y="14" width="7" height="7" /><rect x="3" y="14" width="7" height="7" /></>),
  heart: <path d="M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z" />,
  bell: (<><path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9" /><path d="M13.73 21a2 2 0 0 1-3.46 0" /></>),
};

/** Each icon's tile colour (white strokes stay at a contrast of 4.5:1 or more on all of them). */
const COLORS: Readonly<Record<string, string>> = {
  ordinary: '#2563eb', leave: '#0f766e', trip: '#b45309', overtime: '#7c3aed', expense: '#c2410c', loan: '#be123c',
  tag: '#1d4ed8', flag: '#047857', star: '#a16207', bookmark: '#6d28d9', box: '#9a3412', layers: '#0e7490', grid: '#4d7c0f', heart: '#be185d', bell: '#4338ca',
};

/** The icon names this widget draws. */
export const CATEGORY_ICON_NAMES: readonly string[] = Object.keys(SHAPES);

/**
 * A category's icon: the fixed one of its id, else the cycle's in turn by id (id 7 → the cycle's
 * first, as 7 is the first id after the six fixed ones), so a category keeps its icon wherever
 * it is listed.
 */
export function iconOfCategory(categoryId: number, icons: { fixed?: Readonly<Record<string, string>>; cycle: readonly string[] }): string {
  const fixed = icons.fixed?.[String(categoryId)];
  if (fixed) return fixed;
  const after = Object.keys(icons.fixed ?? {}).length;
  const index = ((categoryId - after - 1) % icons.cycle.length + icons.cycle.length) % icons.cycle.length;
  return icons.cycle[index] ?? icons.cycle[0]!;
}

export interface CategoryIconProps {
  name: string;
  /** The tile's side in px (the icon is half of it). */
  size?: number;
}

export function CategoryIcon({ name, size = 40 }: CategoryIconProps) {
  const shape = SHAPES[name] ?? SHAPES.tag;
  return (
    <Flex as="span" data-icon={name} align="center" justify="center" w={`${size}px`} h={`${size}px`} flexShrink={0} borderRadius="md"
      bg={COLORS[name] ?? COLORS.tag} color="white" aria-hidden="true">
      <chakra.svg viewBox="0 0 24 24" width={`${size / 2}px`} height={`${size / 2}px`} fill="none" stroke="currentColor" strokeWidth="2"
        strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {shape}
      </chakra.svg>
    </Flex>
  );
}
