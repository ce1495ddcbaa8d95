/**
 * The success envelope. A handler returns its payload and gets `{code:0, msg:'success', data}`;
 * the few endpoints whose payload sits beside `code` (login, file upload; contract 1.2) return
 * `topLevel({...})` instead.
 */

const TOP_LEVEL = Symbol('topLevel');

export interface TopLevelPayload { [TOP_LEVEL]: true; fields: Record<string, unknown> }

export function topLevel(fields: Record<string, unknown>): TopLevelPayload {
  return { [TOP_LEVEL]: true, fields };
}

function isTopLevel(value: unknown): value is TopLevelPayload {
  return typeof value === 'object' && value !== null && TOP_LEVEL in value;
}

/** Handler result → envelope (before serialisation). `undefined` means "done, nothing to return". */
export function successEnvelope(result: unknown): Record<string, unknown> {
  if (isTopLevel(result)) return { code: 0, msg: 'success', ...result.fields };
  return result === undefined ? { code: 0, msg: 'success' } : { code: 0, msg: 'success', data: result };
}

/**
 * The success envelope's text around data written elsewhere, as `before` … `after` (bytes a
 * statement wrote: work/boardJson.ts), taken from `successEnvelope` itself so the two cannot differ.
 */
export function successEnvelopeAround(before: string, after: string): { before: string; after: string } {
  const text = JSON.stringify(successEnvelope(null)); // {"code":0,"msg":"success","data":null}
  return { before: `${text.slice(0, -'null}'.length)}${before}`, after: `${after}}` };
}

export function errorEnvelope(code: number, msg: string): { code: number; msg: string } {
  return { code, msg };
}
