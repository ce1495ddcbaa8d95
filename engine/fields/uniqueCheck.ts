// The plan for a uniqueness check (forms.md 5, server-contract 5.6 `field/verify`). Pure: the
// React layer decides when to call (the trigger), sends the request, and shows the message.

import type { FieldDefinition, FormMode } from './definition.ts';
import { formTypeModule, type UniqueCheckTrigger } from './formTypes/index.ts';
import type { FormType } from './formTypes.ts';
import { fieldMessage } from './messages.ts';
import { isFlagSet } from './rules.ts';

export type { UniqueCheckTrigger } from './formTypes/index.ts';

/** Choices have no blur worth waiting for: select and checkbox check on change. */
export function uniqueCheckTrigger(formType: FormType): UniqueCheckTrigger {
  return formTypeModule(formType).ui.uniqueCheckOn;
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
  const { wire, isEmpty } = formTypeModule(field.formType);
  // The product grid, the address and the detail items are no one value to compare.
  if (wire.kind !== 'scalar') return null;
  if (isEmpty(value)) return null;
  const request: UniqueCheckRequest = { fieldId: field.fieldId, value: String(wire.encode(value)) };
  if (context.mode === 'update' && context.batchId) request.batchId = context.batchId;
  return request;
}

/** The server's message (e.g. "客户名称已存在"), or 验证出错 when it gave none. */
export function uniqueCheckFailureMessage(serverMessage?: string | null): string {
  const text = typeof serverMessage === 'string' ? serverMessage.trim() : '';
  return text !== '' ? text : fieldMessage('uniqueCheckFailed');
}
