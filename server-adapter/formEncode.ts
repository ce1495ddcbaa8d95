// Form-urlencoded bodies with qs-style nested keys (`a[b]=c`, arrays `a[0]=x`), byte for byte what
// `qs.stringify(data)` writes with its defaults, which the server contract is written against.
// Not qs itself: qs and its side-channel/object-inspect dependencies weigh ~17 kB gzip, a big
// slice of the login route's 220 kB budget. tests/unit/formEncode.test.ts pins the equivalence.

/** RFC 3986 percent-encoding of UTF-8, as qs does it: only A-Z a-z 0-9 - . _ ~ stay as they are. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function serialize(prefix: string, value: unknown, pairs: string[]): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) {
    pairs.push(`${encode(prefix)}=`);
    return;
  }
  if (value instanceof Date) {
    pairs.push(`${encode(prefix)}=${encode(value.toISOString())}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => serialize(`${prefix}[${index}]`, item, pairs));
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) serialize(`${prefix}[${key}]`, item, pairs);
    return;
  }
  pairs.push(`${encode(prefix)}=${encode(String(value))}`);
}

export function formEncode(data: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(data)) serialize(key, value, pairs);
  return pairs.join('&');
}
