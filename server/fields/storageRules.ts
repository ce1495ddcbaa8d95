/**
 * Checks a save needs beyond the form rules, because storage has limits the browser's widgets
 * never reach (a date picker cannot type "tomorrow", an input rarely 300 characters): dates must be
 * real dates, single-line texts fit their 255-character columns, file batch ids look like ours.
 * Runs after validateFormData, with the engine's own messages (`{name}格式有误`, `{name}不能超过…`).
 */
import { type CompiledForm, fieldMessage, type FormData, formTypeModule, type FormType } from '../../engine/fields/index.ts';

export const MAX_LINE_CHARS = 255;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const BATCH_ID = /^[\w-]{1,50}$/;

function isRealDate(year: string, month: string, day: string): boolean {
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  return date.getFullYear() === Number(year) && date.getMonth() === Number(month) - 1 && date.getDate() === Number(day);
}

type Verdict = 'ok' | 'invalid' | 'tooLong';

function realDate(text: string): Verdict {
  const m = DATE.exec(text);
  return m && isRealDate(m[1]!, m[2]!, m[3]!) ? 'ok' : 'invalid';
}

function realDateTime(text: string): Verdict {
  const m = DATE_TIME.exec(text);
  const timeOk = m && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 60;
  return m && timeOk && isRealDate(m[1]!, m[2]!, m[3]!) ? 'ok' : 'invalid';
}

const fitsOneLine = (text: string): Verdict => (Array.from(text).length > MAX_LINE_CHARS ? 'tooLong' : 'ok');

/**
 * What storage asks of a form type's payload cell, beyond the form rules. A storage fact, so it
 * lives here beside the columns' limits rather than in the engine's form type modules; types not
 * listed store what the rules let through.
 */
const STORAGE_CHECKS: Readonly<Partial<Record<FormType, (text: string) => Verdict>>> = {
  date: realDate,
  datetime: realDateTime,
  file: (text) => (BATCH_ID.test(text) ? 'ok' : 'invalid'),
  text: fitsOneLine,
  mobile: fitsOneLine,
  email: fitsOneLine,
};

/** The first message, or null. Product grids, map addresses and detail lists (no one payload cell) are checked by their owners. */
export function firstStorageError(compiled: CompiledForm, formData: FormData): string | null {
  for (const { key, definition } of compiled.fields) {
    const { formType, name } = definition;
    const { wire } = formTypeModule(formType);
    if (wire.kind !== 'scalar') continue;
    const text = String(wire.encode(formData[key]));
    if (text === '') continue;
    const verdict = STORAGE_CHECKS[formType]?.(text) ?? 'ok';
    if (verdict === 'invalid') return fieldMessage('invalidValue', { name });
    if (verdict === 'tooLong') return fieldMessage('maxChars', { name, max: MAX_LINE_CHARS });
  }
  return null;
}
