// The plain-function validator: the server runs it on every save, and the browser can run it for a
// single field on blur without validating the whole form. Same rule table as the ajv keyword.

import type { CompiledField, CompiledForm } from './compileFields.ts';
import type { FormData, FormMode } from './definition.ts';
import { fieldMessage, type MessageId, type MessageLanguage } from './messages.ts';
import { checkFieldRules, rulesForField } from './rules.ts';

export interface FieldError {
  /** The compiled property key (entity column or field_<id>). */
  key: string;
  /** The field's label, so a caller can say which field without looking it up. */
  name: string;
  message: string;
  messageId: MessageId;
}

export interface ValidateOptions {
  /** Defaults to the mode the form was compiled for. */
  mode?: FormMode;
  language?: MessageLanguage;
}

function rulesIn(field: CompiledField, compiled: CompiledForm, mode: FormMode) {
  return mode === compiled.context.mode ? field.rules : rulesForField(field.definition, mode);
}

export function validateField(
  compiled: CompiledForm,
  key: string,
  value: unknown,
  options: ValidateOptions = {},
): FieldError | null {
  const field = compiled.fieldByKey(key);
  if (!field) return null;
  const mode = options.mode ?? compiled.context.mode;
  const { name, formType } = field.definition;
  const failure = checkFieldRules(rulesIn(field, compiled, mode), value, { name, formType });
  if (!failure) return null;
  return { key, name, message: fieldMessage(failure.id, failure.params, options.language), messageId: failure.id };
}

/** Every failing field, in display order, one message each (the first rule that fails). */
export function validateFormData(compiled: CompiledForm, formData: FormData, options: ValidateOptions = {}): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of compiled.fields) {
    const error = validateField(compiled, field.key, formData[field.key], options);
    if (error) errors.push(error);
  }
  return errors;
}
