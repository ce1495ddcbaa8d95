// Story harness of the picker fields (user, structure, file, customer, contacts, business,
// contract): the server's field definitions compiled by engine/fields `compileFields`, drawn in a
// controlled LingxiForm, with 'ui:options' a host may add on top of the engine's (`multiple`,
// `fileType`) and the formContext the pickers read (`dataSources`, `scopes`, `batchId`).
// widgets/form/FieldStoryForm.tsx covers linkage; this one covers the options it cannot set.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { compileFields, fieldErrorMessages, lingxiValidatorOptions, type FieldDefinition, type PickerScope } from '../../engine/fields/index.ts';
import { formTypeFields } from '../registry.ts';
import { LingxiForm } from '../form/theme.ts';
import type { LingxiDataSources, LingxiFormContext } from '../form/dataSources.ts';

const validator = customizeValidator(lingxiValidatorOptions());

export interface PickerFieldStoryFormProps {
  definitions: FieldDefinition[];
  /** Initial values by compiled key. */
  values?: Record<string, unknown>;
  /** Extra 'ui:options' by compiled key. */
  uiOptions?: Record<string, Record<string, unknown>>;
  /** Record-picker scopes by compiled key. */
  scopes?: Record<string, PickerScope>;
  /** The record's batch id (edit mode). */
  batchId?: string;
  errors?: Record<string, string>;
  disabled?: boolean;
  readonly?: boolean;
  dataSources?: LingxiDataSources;
  onValueChange?: (formData: Record<string, unknown>) => void;
}

export function PickerFieldStoryForm(props: PickerFieldStoryFormProps) {
  const { definitions, values, uiOptions, scopes, batchId, errors, disabled, readonly, dataSources, onValueChange } = props;
  const compiled = useMemo(() => compileFields(definitions, { mode: 'save' }), [definitions]);
  const [formData, setFormData] = useState<Record<string, unknown>>(() => ({ ...compiled.formData, ...values }));

  const uiSchema = useMemo<UiSchema>(() => {
    const ui: UiSchema = { ...(compiled.uiSchema as UiSchema), 'ui:submitButtonOptions': { norender: true } };
    for (const key of compiled.order) {
      const field = ui[key] as UiSchema;
      ui[key] = {
        ...field,
        'ui:disabled': Boolean(disabled),
        'ui:readonly': Boolean(readonly),
        'ui:options': { ...(field['ui:options'] as object), ...uiOptions?.[key], disabled: Boolean(disabled), readonly: Boolean(readonly) },
      };
    }
    return ui;
  }, [compiled, uiOptions, disabled, readonly]);

  const extraErrors = useMemo(() => {
    if (!errors) return undefined;
    const schema: Record<string, { __errors: string[] }> = {};
    for (const [key, message] of Object.entries(errors)) schema[key] = { __errors: [message] };
    return schema as ErrorSchema;
  }, [errors]);

  const formContext = useMemo<LingxiFormContext>(() => ({ dataSources, formData, scopes, batchId }), [dataSources, formData, scopes, batchId]);
  // Reported only when a value really changed (rjsf also calls onChange when nothing did).
  const latest = useRef(formData);
  const handleChange = useCallback(
    (event: IChangeEvent) => {
      const next = (event.formData ?? {}) as Record<string, unknown>;
      if (JSON.stringify(next) === JSON.stringify(latest.current)) return;
      latest.current = next;
      setFormData(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );

  return (
    <LingxiForm
      schema={compiled.schema as RJSFSchema}
      uiSchema={uiSchema}
      fields={formTypeFields}
      validator={validator}
      transformErrors={fieldErrorMessages}
      formData={formData}
      formContext={formContext}
      extraErrors={extraErrors}
      onChange={handleChange}
      noHtml5Validate
    />
  );
}
