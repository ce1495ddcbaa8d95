// Initials badge (spec shell-and-calls.md, "Shared overlays and pickers" and section 9): shows the
// avatar image when there is one, otherwise a coloured circle with the last two characters of a
// real name longer than two characters (the whole name when it has two or fewer).
import { useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';

export type InitialsBadgeSize = 'sm' | 'md' | 'lg';

export interface InitialsBadgeProps {
  realname: string;
  /** Avatar URL. When empty (or when it fails to load) the initials are shown. */
  img?: string | null;
  size?: InitialsBadgeSize;
}

/**
 * The text shown in place of an avatar: the last two characters of a name longer than two
 * characters, else the whole name. Counts Unicode code points, so surrogate pairs (emoji,
 * CJK Extension B) are never split. Surrounding whitespace is ignored.
 */
export function initialsOf(realname: string): string {
  const chars = Array.from(realname.trim());
  return chars.length > 2 ? chars.slice(-2).join('') : chars.join('');
}

/** Background colours for the circle; all keep white text readable (contrast ≥ 4.5:1). */
export const BADGE_COLORS = [
  '#2f6ccc', '#0f766e', '#7c3aed', '#b45309', '#0e7490', '#be185d', '#4d7c0f', '#4f46e5',
] as const;

/** A stable colour for a name (FNV-1a over its code points, trimmed like `initialsOf`). */
export function colorOf(realname: string): string {
  let hash = 0x811c9dc5;
  for (const ch of realname.trim()) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return BADGE_COLORS[hash % BADGE_COLORS.length];
}

const SIZES: Record<InitialsBadgeSize, { box: string; font: string }> = {
  // Two CJK glyphs must fit inside the circle with some air: text is at most ~70% of the diameter.
  sm: { box: '28px', font: '10px' },
  md: { box: '36px', font: '13px' },
  lg: { box: '44px', font: '15px' },
};

export function InitialsBadge({ realname, img, size = 'md' }: InitialsBadgeProps) {
  // Remember which URL failed, so a new `img` gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const dims = SIZES[size];
  const common = {
    title: realname,
    'data-size': size,
    w: dims.box,
    h: dims.box,
    minW: dims.box,
    borderRadius: 'full',
    flexShrink: 0,
  } as const;

  if (img && failedSrc !== img) {
    return (
      <chakra.img
        {...common}
        src={img}
        alt={realname}
        objectFit="cover"
        display="inline-block"
        verticalAlign="middle"
        onError={() => setFailedSrc(img)}
      />
    );
  }

  return (
    <Box
      {...common}
      as="span"
      role="img"
      aria-label={realname}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      verticalAlign="middle"
      bg={colorOf(realname)}
      color="white"
      fontSize={dims.font}
      fontWeight="medium"
      lineHeight="1"
      whiteSpace="nowrap"
      overflow="hidden"
      userSelect="none"
    >
      {initialsOf(realname)}
    </Box>
  );
}
