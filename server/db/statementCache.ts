/**
 * Hot read statements kept as text once written (inlineStatement.ts: their values written in), so
 * a list asked again in the same shape sends the same text without building and compiling it with
 * Kysely again: 0.1-0.4 ms of Node CPU a call, most of it the garbage of the builder tree
 * (docs/benchmarks.md, bench:office). The key must name everything the statement holds: the
 * callers build the statement from the key's own parts only.
 *
 * Bounded: past `limit` keys the oldest is dropped (a Map keeps insertion order), so a caller
 * typing search after search cannot grow it without end.
 */
export class StatementCache {
  private readonly texts = new Map<string, string>();

  constructor(private readonly limit: number) {}

  /** The text kept under `key`, or `write`'s, kept from now on. */
  text(key: string, write: () => string): string {
    let text = this.texts.get(key);
    if (text === undefined) {
      text = write();
      if (this.texts.size >= this.limit) this.texts.delete(this.texts.keys().next().value!);
      this.texts.set(key, text);
    }
    return text;
  }

  get size(): number {
    return this.texts.size;
  }
}
