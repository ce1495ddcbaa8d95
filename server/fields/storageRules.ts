/**
 * Checks a save needs beyond the form rules, because storage has limits the browser's widgets
 * never reach (a date picker cannot type "tomorrow", an input rarely 300 characters): dates must be
 * real dates, single-line texts fit their 255-character columns, file batch ids look like ours.
 * Runs after validateFormData, with the engine's own messages (`{name}格式有误`, `{name}不能超过…`).
 */
import { type CompiledForm, encodeScalar, fieldMessage, type FormData } from '../../engine/fields/index.ts';

export const MAX_LINE_CHARS = 255;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const BATCH_ID = /^[\w-]{1,50}$/;

function isRealDate(year: string, month: string, day: string): boolean {
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  return date.getFullYear() === Number(year) && date.getMonth() === Number(month) - 1 && date.getDate() === Number(day);
}

function isStorable(formType: string, text: string): 'ok' | 'invalid' | 'tooLong' {
  switch (formType) {
    case 'date': {
      const m = DATE.exec(text);
      return m && isRealDate(m[1]!, m[2]!, m[3]!) ? 'ok' : 'invalid';
    }
    case 'datetime': {
      const m = DATE_TIME.exec(text);
      const timeOk = m && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 60;
      return m && timeOk && isRealDate(m[1]!, m[2]!, m[3]!) ? 'ok' : 'invalid';
    }
    case 'file':
      return BATCH_ID.test(text) ? 'ok' : 'invalid';
    case 'text':
    case 'mobile':
    case 'email':
      return Array.from(text).length > MAX_LINE_CHARS ? 'tooLong' : 'ok';
    default:
      return 'ok';
  }
}

/** The first message, or null. Product grids, map addresses and detail lists are checked by their owners. */
export function firstStorageError(compiled: CompiledForm, formData: FormData): string | null {
  for (const { key, definition } of compiled.fields) {
    const { formType, name } = definition;
    if (formType === 'product' || formType === 'map_address' || formType === 'examine_cause' || formType === 'business_cause') continue;
    const text = String(encodeScalar(formType, formData[key]));
    if (text === '') continue;
    const verdict = isStorable(formType, text);
    if (verdict === 'invalid') return fieldMessage('invalidValue', { name });
    if (verdict === 'tooLong') return fieldMessage('maxChars', { name, max: MAX_LINE_CHARS });
  }
  return null;
}
