/**
 * Control characters in request text (issue 16 item 9). A NUL byte is refused by PostgreSQL in
 * text and JSON (`invalid byte sequence`, 22021; `unsupported Unicode escape sequence`, 22P05), and
 * the other C0 controls are never typed by a person: all of them are refused before anything is
 * written, except tab, line feed and carriage return, which are text (a remark has line breaks).
 */

/** The C0 controls but tab (09), line feed (0A) and carriage return (0D). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * Whether any string or key anywhere in a parsed body (query, form, JSON, multipart fields) holds a
 * control character. Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function containsControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (CONTROL.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (CONTROL.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
