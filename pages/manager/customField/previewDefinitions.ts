// The unsaved design → the field definitions a create form would get from field/queryField, so the
// preview compiles exactly as the real form will (compileFields, save mode). New fields have no
// fieldId yet; a custom field is keyed by it, so they borrow their client uid until saved.
import type { FieldDefinition } from '../../../engine/fields/index.ts';
import { cleanOptions, hasEditableDefault, hasOptions, isSystem, type DesignField } from './designField.ts';

export function previewDefinitions(fields: readonly DesignField[], untitled: string): FieldDefinition[] {
  return fields.map((field, sorting) => {
    const setting = hasOptions(field.formType) ? cleanOptions(field.options) : [];
    const name = field.name.trim() || untitled;
    const definition: FieldDefinition = {
      fieldId: field.fieldId ?? field.uid,
      fieldName: isSystem(field) ? field.fieldName : name,
      name,
      formType: field.formType,
      type: field.type,
      fieldType: field.fieldType,
      isNull: field.isNull ? 1 : 0,
      isUnique: field.isUnique ? 1 : 0,
      inputTips: field.inputTips || null,
      setting,
      options: setting.join(','),
      sorting,
      value: '',
    };
    // Defaults of pickers and files are id lists the preview could not show: leave them out.
    if (hasEditableDefault(field.formType)) {
      definition.defaultValue = Array.isArray(field.defaultValue)
        ? field.defaultValue.filter((choice) => setting.includes(choice))
        : field.formType === 'select' && !setting.includes(field.defaultValue) ? '' : field.defaultValue;
    }
    return definition;
  });
}
