/**
 * Id lists in comma-wrapped columns: team and follow-up link columns store `,3,7,`. Id lists in
 * requests are read by http/idList.ts (bounded, linear).
 */

/** `[3, 7]` → `,3,7,` (the team and follow-up id columns). */
export function wrapIds(ids: number[]): string {
  return ids.length ? `,${ids.join(',')},` : ',';
}

/** `,3,7,` → [3, 7] */
export function teamMembers(column: string | null): number[] {
  return (column ?? '').split(',').filter((part) => /^\d+$/.test(part)).map(Number);
}
