// The button that opens a picker from a form field. Its id is the field's id, and it is named by
// the field's label followed by its own text ("负责人 选择成员"): the label finds it
// (getByLabelText, screen readers) and the visible text is part of the name. Error and help are tied
// to it like to any control. Spreads the rest, so Popover.Trigger asChild can add its handlers.
import type { ComponentProps } from 'react';
import { Button } from '@chakra-ui/react';
import { labelId } from '../form/ids.ts';

export interface PickerFieldButtonProps extends ComponentProps<typeof Button> {
  /** The field's control id (`root_<key>`). */
  fieldId: string;
  text: string;
  describedBy?: string;
  invalid?: boolean;
}

export function PickerFieldButton({ fieldId, text, describedBy, invalid, ...rest }: PickerFieldButtonProps) {
  const textId = `${fieldId}__action`;
  return (
    <Button
      {...rest}
      id={fieldId}
      size="xs"
      variant="ghost"
      colorPalette="brand"
      aria-labelledby={`${labelId(fieldId)} ${textId}`}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
      </svg>
      <span id={textId}>{text}</span>
    </Button>
  );
}
