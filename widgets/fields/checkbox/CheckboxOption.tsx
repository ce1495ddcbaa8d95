// One choice of a checkbox field: a native <input type="checkbox"> inside its <label>, so it takes
// the focus, toggles with Space and is named by the choice's text without any script.
//
// Not Chakra's Checkbox: each of those runs a zag machine that registers a focus-visible tracker
// on the document, and all of them run on every keydown/keyup anywhere on the page (68 choices on
// the 200-field bench: about 0.17 ms per keystroke in any field). This draws the same DOM (root
// label, visually hidden input, control box with the check mark, label text) with the classes of
// Chakra's checkbox recipe at size sm in the brand palette, built once (staticClasses); the
// keyboard focus ring comes from the input's own :focus-visible instead of zag's tracker.
import { memo, useCallback, type ChangeEvent, type MouseEvent } from 'react';
import { choiceStyle, staticClasses } from '../../form/controlStyle.ts';

export interface CheckboxOptionProps {
  inputId: string;
  label: string;
  value: string;
  /** A dot of this colour before the text (a task label's). */
  color?: string;
  checked: boolean;
  disabled?: boolean;
  readonly?: boolean;
  invalid?: boolean;
  onToggle: (value: string, checked: boolean) => void;
  onFocus: () => void;
  onBlur: () => void;
}

const useCheckboxClasses = staticClasses((system) => {
  const { size, colorPalette } = choiceStyle;
  const recipe = system.getSlotRecipeFn('checkbox')({ size }) as Record<'root' | 'control' | 'label', object>;
  return {
    root: { className: 'chakra-checkbox__root', styles: [recipe.root, { colorPalette }] },
    // Chakra's HiddenInput: visually hidden, still focusable and in the accessibility tree.
    input: {
      styles: {
        border: '0', clip: 'rect(0, 0, 0, 0)', height: '1px', width: '1px', margin: '-1px', padding: '0',
        overflow: 'hidden', position: 'absolute', whiteSpace: 'nowrap', overflowWrap: 'normal',
      },
    },
    control: {
      className: 'chakra-checkbox__control',
      styles: [
        recipe.control,
        {
          // zag marks the control data-focus-visible; the input's own :focus-visible does it here.
          'input:focus-visible + &': {
            outlineWidth: 'var(--focus-ring-width, 2px)',
            outlineOffset: 'var(--focus-ring-offset, 2px)',
            outlineStyle: 'var(--focus-ring-style, solid)',
            outlineColor: 'var(--focus-ring-color)',
          },
        },
      ],
    },
    // The Checkmark's svg props, which Chakra turns into CSS.
    mark: { styles: { fill: 'none', stroke: 'currentColor', strokeWidth: '3px', strokeLinecap: 'round', strokeLinejoin: 'round' } },
    label: { className: 'chakra-checkbox__label', styles: [recipe.label, { fontWeight: 'normal' }] },
  };
});

/** Read-only: the box keeps its state (a native checkbox has no read-only of its own). */
const keepState = (event: MouseEvent<HTMLInputElement>) => event.preventDefault();

function CheckboxOption({ inputId, label, value, color, checked, disabled, readonly, invalid, onToggle, onFocus, onBlur }: CheckboxOptionProps) {
  const classes = useCheckboxClasses();
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      // React reports a checkbox's change from the click, even one keepState cancelled.
      if (!readonly) onToggle(value, event.target.checked);
    },
    [onToggle, value, readonly],
  );
  // The recipe's states are data attributes, as zag sets them.
  const state = checked ? 'checked' : 'unchecked';
  const flags = {
    'data-state': state,
    'data-disabled': disabled ? '' : undefined,
    'data-readonly': readonly ? '' : undefined,
    'data-invalid': invalid ? '' : undefined,
  };
  return (
    <label className={classes.root} htmlFor={inputId} {...flags}>
      <input
        id={inputId}
        className={classes.input}
        type="checkbox"
        value={value}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || false}
        aria-readonly={readonly || undefined}
        onChange={handleChange}
        onClick={readonly ? keepState : undefined}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <span className={classes.control} aria-hidden="true" {...flags}>
        <svg viewBox="0 0 24 24" className={classes.mark} data-state={state}>
          {checked ? <polyline points="20 6 9 17 4 12" /> : null}
        </svg>
      </span>
      <span className={classes.label} {...flags}>
        {color ? <span aria-hidden="true" style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: color, marginInlineEnd: 4 }} /> : null}
        {label}
      </span>
    </label>
  );
}

export default memo(CheckboxOption);
