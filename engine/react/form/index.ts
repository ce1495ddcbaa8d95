// engine/react/form: the form runtime. A per-field store (formStore.ts), the field specs computed
// once per compiled form (fieldSpecs.ts), the change/blur/submit behaviour (formRuntime.ts), and
// the React side: <SchemaForm> with one subscribed component per field. See docs/form-runtime.md.
export { SchemaForm, useFormStore, useSchemaForm } from './SchemaForm.tsx';
export type { ExtraErrors, SchemaFormApi, SchemaFormProps } from './SchemaForm.tsx';
export { createFormStore } from './formStore.ts';
export type { ChangeListener, FieldListener, FieldState, FormStore, FormStoreInit, FormValues } from './formStore.ts';
export { createCompiledFormStore, fieldId, fieldSpecs } from './fieldSpecs.ts';
export type { FieldRender, FieldSpec, ValidateOn } from './fieldSpecs.ts';
export type { OutsideError, RuntimeCallbacks, SubmitResult } from './formRuntime.ts';
export { applyLinkageResult, isLinkageSource, linkFieldChange } from './linkage.ts';
export type { LinkFieldOptions } from './linkage.ts';
