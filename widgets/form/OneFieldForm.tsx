// Story harness: a LingxiForm holding one field, shaped the way engine/fields/fieldSchema.ts
// compiles a server field (nullable JSON Schema type, title = the Chinese name, 'ui:widget' =
// formType, 'ui:placeholder' = inputTips, 'ui:options' = { formType, setting, fieldId, ... }). Every widget story renders through it,
// so the stories exercise the real templates, ids and error flow, not the widget alone.
import { useCallback, useMemo } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { ReadyFormType } from '../registry.ts';
import { LingxiForm } from './theme.ts';
import type { LingxiUiOptions, SettingOption } from './uiOptions.ts';

export interface OneFieldFormProps {
  formType: ReadyFormType;
  /** The field's Chinese name: the schema title, shown as the label. */
  title: string;
  /** Property key; the input id is `root_<name>`. Default `field`. */
  name?: string;
  /** Initial value (the form is uncontrolled after that, as an edit form is). */
  value?: unknown;
  /** A message shown under the field through rjsf's `extraErrors` (a server or engine message). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  setting?: SettingOption[];
  /** The field's inputTips. */
  placeholder?: string;
  help?: string;
  /** Called with the field's new value on every change. */
  onValueChange?: (value: unknown) => void;
}

function fieldSchema(formType: ReadyFormType, title: string): RJSFSchema {
  // Checkbox holds the list of checked choices; every other ready formType holds text. Nullable, as
  // the engine compiles them.
  return formType === 'checkbox'
    ? { type: ['array', 'null'], title, items: { type: 'string' } }
    : { type: ['string', 'null'], title };
}

export function OneFieldForm(props: OneFieldFormProps) {
  const { formType, title, name = 'field', value, error, required, disabled, readonly, setting, placeholder, help, onValueChange } = props;

  const schema = useMemo<RJSFSchema>(
    () => ({ type: 'object', properties: { [name]: fieldSchema(formType, title) }, required: required ? [name] : [] }),
    [formType, title, name, required],
  );
  const uiSchema = useMemo<UiSchema>(() => {
    const options: LingxiUiOptions = { formType, name: title, fieldName: name, fieldId: 1, setting: setting ?? [], required, isUnique: false };
    if (formType === 'textarea') options.maxLength = 200;
    return {
      [name]: {
        'ui:widget': formType,
        'ui:placeholder': placeholder,
        'ui:options': options,
        'ui:disabled': disabled,
        'ui:readonly': readonly,
        ...(help ? { 'ui:help': help } : {}),
      },
      'ui:submitButtonOptions': { norender: true },
    };
  }, [formType, name, setting, placeholder, disabled, readonly, help]);
  const initialFormData = useMemo(() => (value === undefined ? {} : { [name]: value }), [name, value]);
  const extraErrors = useMemo(
    () => (error ? ({ [name]: { __errors: [error] } } as ErrorSchema) : undefined),
    [name, error],
  );
  const handleChange = useCallback(
    (event: IChangeEvent) => onValueChange?.((event.formData as Record<string, unknown> | undefined)?.[name]),
    [onValueChange, name],
  );

  return (
    <LingxiForm
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      initialFormData={initialFormData}
      extraErrors={extraErrors}
      onChange={handleChange}
      noHtml5Validate
    />
  );
}
