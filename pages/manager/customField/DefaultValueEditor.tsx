// 默认值, drawn by form type: text-like inputs, a date or date-time input, a pick among the
// options for select (one) and checkbox (several). Pickers, files and relations have no default
// the designer can set; it says so instead of showing a control that would do nothing.
import { Checkbox, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { cleanOptions, hasEditableDefault, type DesignField } from './designField.ts';
import { DatePicker } from '../../../widgets/fields/date/DatePicker.tsx';

export interface DefaultValueEditorProps {
  id: string;
  field: DesignField;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string | string[]) => void;
}

export function DefaultValueEditor({ id, field, disabled, invalid, describedBy, onChange }: DefaultValueEditorProps) {
  const { t } = useTranslation();
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  const choices = cleanOptions(field.options);

  if (!hasEditableDefault(field.formType)) {
    return <Text id={id} fontSize="sm" color="fg.muted">{t('designer.props.noDefault')}</Text>;
  }

  if (field.formType === 'checkbox') {
    const chosen = Array.isArray(field.defaultValue) ? field.defaultValue : [];
    if (choices.length === 0) return <Text id={id} fontSize="sm" color="fg.muted">{t('designer.props.defaultNeedsOptions')}</Text>;
    return (
      <Stack id={id} role="group" aria-labelledby={`${id}-label`} gap="1.5" {...aria}>
        {choices.map((choice) => (
          <Checkbox.Root
            key={choice}
            size="sm"
            colorPalette="brand"
            checked={chosen.includes(choice)}
            disabled={disabled}
            onCheckedChange={(details) => {
              const on = details.checked === true;
              // Keep the options' order, so the stored comma list does not depend on click order.
              onChange(choices.filter((c) => (c === choice ? on : chosen.includes(c))));
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{choice}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    );
  }

  const value = Array.isArray(field.defaultValue) ? field.defaultValue.join(',') : field.defaultValue;

  if (field.formType === 'select') {
    return (
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field id={id} value={choices.includes(value) ? value : ''} onChange={(event) => onChange(event.target.value)} {...aria}>
          <option value="">{t('designer.props.noDefaultChoice')}</option>
          {choices.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }

  if (field.formType === 'textarea') {
    return <Textarea id={id} size="sm" rows={3} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} {...aria} />;
  }

  // The date picker speaks the stored spellings itself: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss`.
  if (field.formType === 'date' || field.formType === 'datetime') {
    return (
      <DatePicker id={id} mode={field.formType} label={t('designer.props.defaultValue', { defaultValue: '默认值' })} value={value} disabled={disabled}
        invalid={invalid} describedBy={describedBy} onChange={onChange} />
    );
  }

  const inputType = field.formType === 'email' ? 'email' : field.formType === 'mobile' ? 'tel' : 'text';
  const decimal = field.formType === 'number' || field.formType === 'floatnumber';
  return (
    <Input id={id} size="sm" type={inputType} inputMode={decimal ? 'decimal' : undefined} value={value} disabled={disabled}
      maxLength={255} onChange={(event) => onChange(event.target.value)} {...aria} />
  );
}
