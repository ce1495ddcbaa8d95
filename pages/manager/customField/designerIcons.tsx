// The few icons the designer needs that the shell's set lacks (grip, arrows, plus, trash), drawn
// the same way (24x24 Feather-style strokes, aria-hidden: the buttons carry the names).
import type { ReactNode } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

const SHAPES = {
  grip: (
    <>
      <circle cx="9" cy="6" r="1" /><circle cx="15" cy="6" r="1" /><circle cx="9" cy="12" r="1" />
      <circle cx="15" cy="12" r="1" /><circle cx="9" cy="18" r="1" /><circle cx="15" cy="18" r="1" />
    </>
  ),
  up: (<><line x1="12" y1="19" x2="12" y2="5" /><polyline points="5 12 12 5 19 12" /></>),
  down: (<><line x1="12" y1="5" x2="12" y2="19" /><polyline points="19 12 12 19 5 12" /></>),
  plus: (<><line x1="12" y1="5" x2="12" y2="19" /><line x1="5" y1="12" x2="19" y2="12" /></>),
  minus: <line x1="5" y1="12" x2="19" y2="12" />,
  trash: (
    <>
      <polyline points="3 6 5 6 21 6" />
      <path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" /><path d="M10 11v6" /><path d="M14 11v6" />
      <path d="M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" />
    </>
  ),
  lock: (<><rect x="3" y="11" width="18" height="11" rx="2" /><path d="M7 11V7a5 5 0 0 1 10 0v4" /></>),
  fields: (<><rect x="3" y="4" width="18" height="4" rx="1" /><rect x="3" y="10" width="18" height="4" rx="1" /><rect x="3" y="16" width="12" height="4" rx="1" /></>),
} satisfies Record<string, ReactNode>;

export type DesignerIconName = keyof typeof SHAPES;

export function DesignerIcon({ name, size = 16, ...rest }: { name: DesignerIconName; size?: number } & HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 24 24" width={`${size}px`} height={`${size}px`} fill="none" stroke="currentColor"
      strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" flexShrink={0} {...rest}>
      {SHAPES[name]}
    </chakra.svg>
  );
}
