/**
 * A row with fields added or replaced, as an answer row is built from a table row:
 * `{ ...row, ...fields }` in meaning and key order (the row's keys first, replaced values where they
 * were, new keys after).
 *
 * Not written as that literal because, on Node 20's V8, a literal that spreads a row and then adds
 * keys of its own takes a slow path: each added key makes the copy a new hidden class instead of
 * following a cached transition, about 1 µs a key and its garbage. A dozen added keys cost 10 µs a
 * row: 0.6 ms of the 56-row month of events and a third of the office feed's own work
 * (docs/benchmarks.md, 2026-11-29). Object.assign onto a fresh object follows cached transitions.
 */
export function withFields<R extends object, F extends object>(row: R, fields: F): Omit<R, keyof F> & F {
  return Object.assign({}, row, fields);
}
