// The plan for a uniqueness check (forms.md 5, server-contract 5.6 `field/verify`). Pure: the
// React layer decides when to call (the trigger), sends the request, and shows the message.

import type { FieldDefinition, FormMode } from './definition.ts';
import { encodeScalar } from './encodeValue.ts';
import { VALUE_KIND, type FormType } from './formTypes.ts';
import { isEmptyValue } from './isEmptyValue.ts';
import { fieldMessage } from './messages.ts';
import { isFlagSet } from './rules.ts';

export type UniqueCheckTrigger = 'blur' | 'change';

/** Choices have no blur worth waiting for: select and checkbox check on change. */
export function uniqueCheckTrigger(formType: FormType): UniqueCheckTrigger {
  return formType === 'select' || formType === 'checkbox' ? 'change' : 'blur';
}

export interface UniqueCheckRequest {
  fieldId: number | string;
  value: string;
  /** Only on update: the server leaves the record itself out of the comparison. */
  batchId?: string;
}

/**
 * The request to send, or null when no call is needed: the field is not unique, has no id to
 * check by, cannot be compared as one value, or is empty (empty values pass without a call).
 */
export function uniqueCheckRequest(
  field: FieldDefinition,
  value: unknown,
  context: { mode: FormMode; batchId?: string },
): UniqueCheckRequest | null {
  if (!isFlagSet(field.isUnique)) return null;
  if (field.fieldId === undefined || field.fieldId === null || field.fieldId === '') return null;
  const kind = VALUE_KIND[field.formType];
  if (kind === 'product' || kind === 'mapAddress' || kind === 'itemList') return null;
  if (isEmptyValue(field.formType, value)) return null;
  const request: UniqueCheckRequest = { fieldId: field.fieldId, value: String(encodeScalar(field.formType, value)) };
  if (context.mode === 'update' && context.batchId) request.batchId = context.batchId;
  return request;
}

/** The server's message (e.g. "客户名称已存在"), or 验证出错 when it gave none. */
export function uniqueCheckFailureMessage(serverMessage?: string | null): string {
  const text = typeof serverMessage === 'string' ? serverMessage.trim() : '';
  return text !== '' ? text : fieldMessage('uniqueCheckFailed');
}
