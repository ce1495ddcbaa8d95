/**
 * A field of a module's fixed form (contract 5.4's shape): the office modules without admin_field
 * rows (announcements, events, logs, tasks) answer field/queryField with these. `fieldName` is
 * the save parameter itself (their descriptors' `form.payload.flat`); `fieldType` 1, a system field.
 */
import type { FormField } from './formDefinitions.ts';

export function fixedField(fieldName: string, name: string, formType: FormField['formType'], isNull: 0 | 1, setting: string[] = [], inputTips = ''): FormField {
  return { name, value: '', fieldName, formType, fieldType: 1, setting, isNull, isUnique: 0, inputTips };
}
