// Story harness of the composite formTypes (product, examine_cause, business_cause, map_address,
// category, business_type, business_status, receivables_plan): the server's field definitions go
// through engine/fields `compileFields`, exactly as a create/edit form does, and render in a
// LingxiForm with the object-valued formTypes registered as fields (`formTypeFields`).
//
// It is also the reference of what a form host owes these widgets: a controlled form whose values,
// disabled fields and picker scopes follow engine/fields `applyLinkage` (business type → stage,
// contract → plan), shared with the widgets through `formContext` (`LingxiFormContext`).
//
// (It lives here because this folder is owned by the composite widgets; widgets/form/OneFieldForm.tsx
// covers the scalar formTypes.)
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import {
  applyLinkage, compileFields, fieldErrorMessages, initialLinkageState, lingxiValidatorOptions,
  type CrmType, type FieldDefinition, type FormMode, type PickerScope,
} from '../../engine/fields/index.ts';
import { formTypeFields } from '../registry.ts';
import { LingxiForm } from './theme.ts';
import type { LingxiDataSources, LingxiFormContext } from './dataSources.ts';

const validator = customizeValidator(lingxiValidatorOptions());

export interface FieldStoryFormProps {
  /** Field definitions as `field/queryField` returns them. */
  definitions: FieldDefinition[];
  mode?: FormMode;
  /** Turns on the linkage of this CRM form (forms.md 4). */
  crmType?: CrmType;
  /** Initial values by compiled key, over the definitions' own. */
  values?: Record<string, unknown>;
  /** Messages shown under fields through `extraErrors`, by compiled key. */
  errors?: Record<string, string>;
  /** Field names fixed by a relative-mode form (the parent record). */
  lockedFields?: readonly string[];
  /** Every field disabled / read-only. */
  disabled?: boolean;
  readonly?: boolean;
  dataSources?: LingxiDataSources;
  /** Called with the whole form's values on every change. */
  onValueChange?: (formData: Record<string, unknown>) => void;
  /** Controls outside the form that set a value as another field would (a contract picked...). */
  outside?: (setValue: (key: string, value: unknown) => void) => ReactNode;
}

interface HostState {
  formData: Record<string, unknown>;
  disabled: Set<string>;
  scopes: Record<string, PickerScope>;
}

export function FieldStoryForm(props: FieldStoryFormProps) {
  const { definitions, mode = 'save', crmType, lockedFields, values, errors, disabled, readonly, dataSources, onValueChange, outside } = props;
  const compiled = useMemo(() => compileFields(definitions, { mode, crmType, lockedFields }), [definitions, mode, crmType, lockedFields]);

  const [state, setState] = useState<HostState>(() => {
    const formData = { ...compiled.formData, ...values };
    const initial = crmType ? initialLinkageState(crmType, mode, formData, compiled) : { disabled: new Set<string>(), scopes: {} };
    return { formData, disabled: new Set(initial.disabled), scopes: initial.scopes };
  });
  const stateRef = useRef(state);
  stateRef.current = state;

  // One value changed: the engine's linkage decides what else changes (clears, enables, scopes).
  const commit = useCallback(
    (next: Record<string, unknown>) => {
      const before = stateRef.current;
      // The keys the user changed, judged against the values before this change: a key the linkage
      // clears below must not be written back from the (older) values rjsf hands in.
      const changed = Object.keys(next).filter((key) => JSON.stringify(next[key]) !== JSON.stringify(before.formData[key]));
      if (changed.length === 0) return;
      let current = before;
      for (const key of changed) {
        if (!crmType) {
          current = { ...current, formData: { ...current.formData, [key]: next[key] } };
          continue;
        }
        const result = applyLinkage(crmType, { field: key, value: next[key] }, current.formData, {
          disabled: current.disabled, scopes: current.scopes, form: compiled, mode,
        });
        current = { formData: result.formData, disabled: result.disabled, scopes: result.scopes };
      }
      stateRef.current = current;
      setState(current);
      onValueChange?.(current.formData);
    },
    [compiled, crmType, mode, onValueChange],
  );

  const handleChange = useCallback((event: IChangeEvent) => commit((event.formData ?? {}) as Record<string, unknown>), [commit]);
  const setValue = useCallback((key: string, value: unknown) => commit({ ...stateRef.current.formData, [key]: value }), [commit]);

  const uiSchema = useMemo<UiSchema>(() => {
    const ui: UiSchema = { ...(compiled.uiSchema as UiSchema), 'ui:submitButtonOptions': { norender: true } };
    for (const key of compiled.order) {
      const field = ui[key] as UiSchema;
      const isDisabled = Boolean(disabled) || state.disabled.has(key);
      const isReadonly = Boolean(readonly) || Boolean(field['ui:readonly']);
      // Both spellings: 'ui:options' (the engine writes disabled/readonly there too) wins over 'ui:disabled'.
      ui[key] = {
        ...field,
        'ui:disabled': isDisabled,
        'ui:readonly': isReadonly,
        'ui:options': { ...(field['ui:options'] as object), disabled: isDisabled, readonly: isReadonly },
      };
    }
    return ui;
  }, [compiled, disabled, readonly, state.disabled]);

  const extraErrors = useMemo(() => {
    if (!errors) return undefined;
    const schema: Record<string, { __errors: string[] }> = {};
    for (const [key, message] of Object.entries(errors)) schema[key] = { __errors: [message] };
    return schema as ErrorSchema;
  }, [errors]);

  const formContext = useMemo<LingxiFormContext>(
    () => ({ dataSources, formData: state.formData, scopes: state.scopes }),
    [dataSources, state.formData, state.scopes],
  );

  return (
    <>
      {outside?.(setValue)}
      <LingxiForm
        schema={compiled.schema as RJSFSchema}
        uiSchema={uiSchema}
        fields={formTypeFields}
        validator={validator}
        transformErrors={fieldErrorMessages}
        formData={state.formData}
        formContext={formContext}
        extraErrors={extraErrors}
        onChange={handleChange}
        noHtml5Validate
      />
    </>
  );
}

/** A field definition as the server sends it; system field (keyed by fieldName) unless told. */
export function definition(formType: FieldDefinition['formType'], name: string, fieldName: string, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { formType, name, fieldName, fieldType: 1, isNull: 0, isUnique: 0, value: '', setting: [], sorting: 1, ...extra };
}
