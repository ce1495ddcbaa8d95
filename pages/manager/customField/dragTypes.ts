// What a drag carries (native HTML5 drag and drop): a palette entry (a form type to add) or a row of
// the field list (a field to move). Custom MIME types, so a drop of text or files from elsewhere is
// ignored, and so dragover can tell the two apart (only `types` is readable before the drop).
import { isFormType, type FormType } from '../../../engine/fields/index.ts';

export const DRAG_FORM_TYPE = 'application/x-lingxi-form-type';
export const DRAG_FIELD = 'application/x-lingxi-field';

export type DragPayload = { kind: 'add'; formType: FormType } | { kind: 'move'; uid: string };

export function isDesignerDrag(dataTransfer: DataTransfer | null): boolean {
  const types = Array.from(dataTransfer?.types ?? []);
  return types.includes(DRAG_FORM_TYPE) || types.includes(DRAG_FIELD);
}

export function readDrag(dataTransfer: DataTransfer | null): DragPayload | null {
  if (!dataTransfer) return null;
  const formType = dataTransfer.getData(DRAG_FORM_TYPE);
  if (isFormType(formType)) return { kind: 'add', formType };
  const uid = dataTransfer.getData(DRAG_FIELD);
  return uid ? { kind: 'move', uid } : null;
}
