// The choices of a select or checkbox field, one per line: each line an input with its own remove
// button, and 添加选项 to append one (the new input takes the focus). Blank lines are dropped on
// save; at least one choice must remain (请填写选项).
import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Flex, IconButton, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DesignerIcon } from './designerIcons.tsx';

export interface OptionsEditorProps {
  /** Id of the first input: the label points at it, and a failed save focuses it. */
  id: string;
  options: readonly string[];
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  onChange: (options: string[]) => void;
}

export function OptionsEditor({ id, options, disabled, invalid, describedBy, onChange }: OptionsEditorProps) {
  const { t } = useTranslation();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (focusIndex === null) return;
    inputs.current[Math.min(focusIndex, options.length - 1)]?.focus();
    setFocusIndex(null);
  }, [focusIndex, options.length]);

  const set = (index: number, value: string) => onChange(options.map((option, i) => (i === index ? value : option)));
  const add = () => {
    onChange([...options, '']);
    setFocusIndex(options.length);
  };
  const remove = (index: number) => {
    onChange(options.filter((_, i) => i !== index));
    // Keep the keyboard in the list: the next line (or the one before) takes the focus.
    if (options.length > 1) setFocusIndex(index);
  };

  return (
    // Field.Root lines its children up at the start: stretch, so the inputs take the panel's width.
    <Stack gap="1.5" alignSelf="stretch">
      {options.map((option, index) => (
        <Flex key={index} gap="1" align="center">
          <Input
            ref={(element) => {
              inputs.current[index] = element;
            }}
            id={index === 0 ? id : `${id}-${index}`}
            flex="1"
            size="sm"
            value={option}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-label={t('designer.props.optionN', { n: index + 1 })}
            placeholder={t('designer.props.optionN', { n: index + 1 })}
            onChange={(event) => set(index, event.target.value)}
            onKeyDown={(event) => {
              // Enter on the last line starts the next one, as typing a list does.
              if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                event.preventDefault();
                if (index === options.length - 1) add();
                else inputs.current[index + 1]?.focus();
              }
            }}
          />
          <IconButton
            size="xs"
            variant="ghost"
            disabled={disabled}
            aria-label={t('designer.props.removeOption', { n: index + 1 })}
            title={t('designer.props.removeOption', { n: index + 1 })}
            onClick={() => remove(index)}
          >
            <DesignerIcon name="minus" size={14} />
          </IconButton>
        </Flex>
      ))}
      <Button id={options.length === 0 ? id : undefined} size="xs" variant="outline" alignSelf="flex-start" disabled={disabled} onClick={add}>
        <DesignerIcon name="plus" size={12} />{t('designer.props.addOption')}
      </Button>
    </Stack>
  );
}
