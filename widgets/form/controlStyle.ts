// The look every field control shares, in one place: compact size (the app's body text is 14px),
// the brand colour for focus rings and checked boxes, and a tinted background when read-only so a
// locked field does not look editable.
export const controlStyle = {
  size: 'sm',
  colorPalette: 'brand',
  _readOnly: { bg: 'bg.subtle' },
} as const;

/** Checkboxes take no read-only background: the tint would sit on the tiny box only. */
export const choiceStyle = { size: 'sm', colorPalette: 'brand' } as const;
