// The rows of an answer's `data` when a view asks a descriptor's own call (the calendar's range,
// the workbench's side panels): an array, or a Page's `list`; anything else is no rows.
export function answerRows(data: unknown): Array<Record<string, unknown>> {
  const list = Array.isArray(data) ? data : (data as { list?: unknown } | null | undefined)?.list;
  return Array.isArray(list) ? list.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object') : [];
}
