/**
 * The two options every 待办 list reads (contract 8.2), refused as the original refuses them:
 *   isSub  1 (or absent) = mine, 2 = my subordinates; anything else `isSub参数不正确`
 *   type   the list's option, absent = 1; one the list does not have `type类型不正确`
 * Both arrive as numbers (JSON) or digit strings (form, query string).
 */
import { BusinessError } from '../../http/errors.ts';
import type { Params } from '../../http/params.ts';

export const BAD_IS_SUB = 'isSub参数不正确';
export const BAD_TYPE = 'type类型不正确';

function optionText(params: Params, key: string): string | undefined {
  const raw = params[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  return typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
}

export function readIsSub(params: Params): 1 | 2 {
  const text = optionText(params, 'isSub');
  if (text === undefined || text === '1') return 1;
  if (text === '2') return 2;
  throw new BusinessError(BAD_IS_SUB);
}

/** The chosen option: a key of `options`. */
export function readType(params: Params, options: Readonly<Record<number, unknown>>): number {
  const text = optionText(params, 'type');
  if (text === undefined) return 1;
  if (!/^\d{1,2}$/.test(text) || !Object.hasOwn(options, Number(text))) throw new BusinessError(BAD_TYPE);
  return Number(text);
}
