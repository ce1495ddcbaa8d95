// The date and date-time control every screen uses instead of the browser's own
// (<input type=date> showed `mm/dd/yyyy` and `--:--:-- --` to an English-language browser on a
// Chinese screen): a text input that always shows `yyyy-MM-dd` (or `yyyy-MM-dd HH:mm`) and takes
// typing, and a calendar button opening CalendarPopover (Chinese month and week names).
//
// The value is the wire spelling: `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` ('' when empty). Typed text
// is read on every keystroke (dateText.ts); text that is not a day yet is either handed on as it is
// (`invalid="host"`: the form's rules then say '{name}格式有误') or kept here, with that message
// under the input and '' handed on (`invalid="self"`, for filters and settings without rules).
import { lazy, Suspense, useCallback, useRef, useState, type FocusEvent } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { fieldMessage } from '../../../engine/fields/messages.ts';
import { controlStyles, staticClasses } from '../../form/controlStyle.ts';
import { FORMAT_HINT, readTyped, shownText, type DateMode } from './dateText.ts';
import { datePickerText } from './strings.ts';

const CalendarPopover = lazy(() => import('./CalendarPopover.tsx'));

const useClasses = staticClasses((system) => ({
  // Room on the right for the calendar button drawn over the input.
  input: { className: 'chakra-input', styles: controlStyles(system, 'input', { pe: '8', fontVariantNumeric: 'tabular-nums' }) },
  button: {
    styles: {
      position: 'absolute', insetEnd: '1', top: '50%', transform: 'translateY(-50%)', display: 'inline-flex',
      alignItems: 'center', justifyContent: 'center', w: '6', h: '6', borderRadius: 'sm', color: 'fg.muted', cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg' }, _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
      _disabled: { cursor: 'not-allowed', opacity: 0.5, _hover: { bg: 'transparent' } },
    },
  },
}));

export interface DatePickerProps {
  mode: DateMode;
  /** The wire value, '' when empty. */
  value: string;
  /** The wire value, '' when cleared, or (with `invalid="host"`) the typed text that is not a date yet. */
  onChange(value: string): void;
  /** The focus left the input, its button and the calendar. */
  onBlur?(value: string): void;
  onFocus?(value: string): void;
  id?: string;
  /** The field's name, for a control without a <label for> (its aria-label) and for the message. */
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** The host marks the field invalid (its own message). */
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
  /** Who names text that is not a date: the host's rules (forms) or the picker itself. Default 'self'. */
  invalidText?: 'host' | 'self';
  /** CSS width of the whole control. */
  width?: string;
}

export function DatePicker(props: DatePickerProps) {
  const { mode, value, onChange, onBlur, onFocus, id, label, placeholder, disabled, readOnly, required, invalid, describedBy, autoFocus, invalidText = 'self', width } = props;
  const classes = useClasses();
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => shownText(mode, value));
  const [badText, setBadText] = useState(false);
  // What this control last handed on: a value coming back as that is our own echo and leaves the
  // text as typed; any other value (a reset, a linkage filling the field) is shown.
  const handed = useRef(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== handed.current) {
      handed.current = value;
      setText(shownText(mode, value));
      setBadText(false);
    }
  }

  const hand = useCallback((next: string) => {
    handed.current = next;
    onChange(next);
  }, [onChange]);

  const typed = (next: string) => {
    setText(next);
    if (badText && readTyped(mode, next) !== null) setBadText(false);
    // Retyping what is shown keeps the stored value (and its seconds).
    if (next === shownText(mode, value)) return;
    const trimmed = next.trim();
    const wire = trimmed === '' ? '' : readTyped(mode, trimmed);
    if (wire !== null) hand(wire);
    else hand(invalidText === 'host' ? trimmed : '');
  };

  const picked = (next: string) => {
    setText(shownText(mode, next));
    setBadText(false);
    hand(next);
  };

  // Blur is reported once per visit, when the focus leaves the text for anything but the calendar
  // (a click on its button, the calendar itself): picking a day is still being in the field.
  const blurReported = useRef(false);
  const towardCalendar = useRef(false);
  const inside = (element: EventTarget | null) => element instanceof Node && (boxRef.current?.contains(element) ?? false);
  const reportBlur = () => {
    if (blurReported.current) return;
    blurReported.current = true;
    onBlur?.(handed.current);
  };
  const textLeft = (event: FocusEvent<HTMLInputElement>) => {
    // Leaving the text: a date typed loosely (2026/1/5) is shown the one way, or named if it is none.
    const wire = text.trim() === '' ? '' : readTyped(mode, text);
    if (wire !== null && text !== shownText(mode, value)) setText(shownText(mode, wire));
    setBadText(wire === null);
    if (!(inside(event.relatedTarget) && towardCalendar.current)) reportBlur();
  };
  const textEntered = () => {
    blurReported.current = false;
    towardCalendar.current = false;
  };
  const left = (event: FocusEvent<HTMLDivElement>) => {
    if (!inside(event.relatedTarget)) reportBlur();
  };
  const entered = (event: FocusEvent<HTMLDivElement>) => {
    if (inside(event.relatedTarget)) return;
    blurReported.current = false;
    onFocus?.(handed.current);
  };

  const ownMessage = invalidText === 'self' && badText ? fieldMessage('invalidValue', { name: label ?? '' }) : undefined;
  const messageId = id ? `${id}__date-error` : undefined;
  const locked = disabled || readOnly;

  return (
    <Box ref={boxRef} position="relative" width={width} onBlur={left} onFocus={entered}>
      <input
        id={id}
        className={classes.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder || FORMAT_HINT[mode]}
        disabled={disabled}
        readOnly={readOnly}
        autoFocus={autoFocus}
        aria-label={id ? undefined : label}
        aria-required={required || undefined}
        aria-invalid={invalid || ownMessage !== undefined || undefined}
        aria-describedby={[ownMessage && messageId, describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(event) => typed(event.target.value)}
        onFocus={textEntered}
        onBlur={textLeft}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && event.altKey && !locked) { event.preventDefault(); setOpen(true); }
        }}
      />
      <button
        ref={buttonRef}
        type="button"
        className={classes.button}
        aria-label={mode === 'date' ? datePickerText.openDate() : datePickerText.openDateTime()}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={locked}
        onPointerDown={() => { towardCalendar.current = true; }}
        onClick={() => { towardCalendar.current = true; setOpen((was) => !was); }}
      >
        <CalendarIcon />
      </button>
      {open && !locked ? (
        <Suspense fallback={null}>
          <CalendarPopover mode={mode} value={value} anchorRef={boxRef} triggerRef={buttonRef}
            onChange={picked} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      {ownMessage ? <Text id={messageId} role="alert" color="fg.error" fontSize="xs" mt="1">{ownMessage}</Text> : null}
    </Box>
  );
}

function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
