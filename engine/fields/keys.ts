// Property keys of the compiled schema. System fields keep their entity column (so the entity part
// of the save payload is the form data as is); custom fields get `field_<fieldId>` because their
// fieldName is the Chinese label, which admins may rename, and which would make poor DOM ids.

import type { FieldDefinition } from './definition.ts';

const CUSTOM_KEY_PREFIX = 'field_';

/**
 * A field is stored in an entity column when fieldType is 1. Pseudo fields the server appends
 * (map_address on edit, business type/status, the product grid) sometimes come without fieldType
 * and without fieldId: they are entity data too.
 */
export function isSystemField(field: FieldDefinition): boolean {
  if (field.fieldType === 1) return true;
  if (field.fieldType === undefined || field.fieldType === null) {
    return field.fieldId === undefined || field.fieldId === null || field.fieldId === '';
  }
  return false;
}

export function keyOf(field: FieldDefinition): string {
  if (isSystemField(field)) return field.fieldName;
  if (field.fieldId === undefined || field.fieldId === null || field.fieldId === '') {
    // A custom value is stored by fieldId; without one it could never be saved.
    throw new Error(`自定义字段「${field.name}」缺少 fieldId`);
  }
  return `${CUSTOM_KEY_PREFIX}${field.fieldId}`;
}
