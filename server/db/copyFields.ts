/**
 * The bytes of a `COPY … TO … WITH (FORMAT binary)`, unframed: each non-null field's bytes, in
 * order, passed on as they arrive (a field larger than a chunk goes out in pieces, never gathered).
 *
 * Why binary COPY: it is the one way both drivers hand over a statement's answer as bytes. A
 * query's text values are always decoded into JavaScript strings (node-postgres and PGlite alike),
 * and a large answer (a project's board: 3.9 MB of JSON built by the database) then costs more to
 * decode and encode again for the socket than the database took to build it. In the binary format a
 * `text` field is its UTF-8 bytes, unescaped; the framing (PostgreSQL's "Binary Format" of COPY) is:
 *   header   11-byte signature, int32 flags, int32 length of a header extension, the extension;
 *   tuple    int16 field count, then per field an int32 length (-1: null) and that many bytes;
 *   trailer  int16 -1.
 */
import { Transform, type TransformCallback, type TransformOptions } from 'node:stream';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** Fixed-size parts of the framing, by the step that reads them. */
const SIZE = { header: SIGNATURE.length + 8, count: 2, length: 4 } as const;

type Step = keyof typeof SIZE | 'extension' | 'field' | 'done';

export interface CopyFieldsOptions extends TransformOptions {
  /** Bytes passed on before the first field, and after the last (an answer's envelope). */
  around?: { before: Buffer; after: Buffer };
  /** Leading rows kept aside (`aside`), not passed on: a statement's facts about its answer. */
  asideRows?: number;
}

/** A row kept aside: its fields' text, null for SQL null. */
export type AsideRow = Array<string | null>;

export class CopyFields extends Transform {
  /**
   * Settles when the first field's bytes (or the end) came through: by then the statement has run,
   * so a failing one has failed, while none of its bytes has been read yet.
   */
  readonly started: Promise<void>;
  private start!: { resolve(): void; reject(error: Error): void };
  private begun = false;
  private readonly around?: { before: Buffer; after: Buffer };
  private step: Step = 'header';
  /** A fixed-size part split across chunks, gathered until whole. */
  private part: Buffer = Buffer.alloc(0);
  /** Bytes still to pass on (a field) or to skip (the header's extension). */
  private remaining = 0;
  /** Fields of the current tuple still to read. */
  private fieldsLeft = 0;
  /** Rows read so far. */
  private tuples = 0;
  private readonly asideRows: number;
  /** The leading rows kept aside, whole by the time `started` settles. */
  readonly aside: AsideRow[] = [];
  /** The field of an aside row being read, in pieces. */
  private asideField: Buffer[] = [];

  constructor({ around, asideRows = 0, ...options }: CopyFieldsOptions = {}) {
    super(options);
    this.around = around;
    this.asideRows = asideRows;
    this.started = new Promise((resolve, reject) => { this.start = { resolve, reject }; });
    this.started.catch(() => {}); // whoever awaits it sees the failure; the stream reports it too
    this.once('error', (error) => this.start.reject(error));
  }

  /** A field's bytes: kept with its aside row, or passed on. */
  private fieldBytes(bytes: Buffer): void {
    if (this.tuples <= this.asideRows) this.asideField.push(bytes);
    else this.give(bytes);
  }

  /** Passes bytes on, the `before` bytes ahead of the first. */
  private give(bytes: Buffer): void {
    if (!this.begun) {
      this.begun = true;
      if (this.around) this.push(this.around.before);
      this.start.resolve();
    }
    if (bytes.length) this.push(bytes);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.consume(chunk);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.step !== 'done') {
      done(new Error(`COPY 数据不完整（结束于 ${this.step}）`));
      return;
    }
    this.give(Buffer.alloc(0)); // no field at all: the `before` bytes still go first
    if (this.around) this.push(this.around.after);
    done();
  }

  private consume(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.step === 'done') throw new Error('COPY 数据在结尾之后仍有内容');
      if (this.step === 'field' || this.step === 'extension') {
        const take = Math.min(this.remaining, chunk.length - at);
        if (this.step === 'field') this.fieldBytes(chunk.subarray(at, at + take));
        at += take;
        this.remaining -= take;
        if (this.remaining === 0) this.afterField();
        continue;
      }
      const size = SIZE[this.step];
      const take = Math.min(size - this.part.length, chunk.length - at);
      this.part = this.part.length ? Buffer.concat([this.part, chunk.subarray(at, at + take)]) : chunk.subarray(at, at + take);
      at += take;
      if (this.part.length < size) return;
      const whole = this.part;
      this.part = Buffer.alloc(0);
      this.readPart(whole);
    }
  }

  /** A whole fixed-size part of the current step. */
  private readPart(part: Buffer): void {
    if (this.step === 'header') {
      if (!part.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('不是 COPY 二进制格式的数据');
      this.remaining = part.readInt32BE(SIGNATURE.length + 4);
      this.step = this.remaining > 0 ? 'extension' : 'count';
    } else if (this.step === 'count') {
      const count = part.readInt16BE(0);
      if (count !== -1 && ++this.tuples <= this.asideRows) this.aside.push([]);
      this.fieldsLeft = count;
      this.step = count === -1 ? 'done' : count === 0 ? 'count' : 'length';
    } else {
      const length = part.readInt32BE(0);
      if (length <= 0) { // null or empty: nothing to pass on
        if (this.tuples <= this.asideRows) this.aside.at(-1)!.push(length < 0 ? null : '');
        this.afterField();
      } else {
        this.remaining = length;
        this.step = 'field';
      }
    }
  }

  /** After a field (or the header's extension): the tuple's next field, or the next tuple. */
  private afterField(): void {
    if (this.step === 'extension') {
      this.step = 'count';
      return;
    }
    if (this.asideField.length) {
      this.aside.at(-1)!.push(Buffer.concat(this.asideField).toString());
      this.asideField = [];
    }
    this.fieldsLeft -= 1;
    this.step = this.fieldsLeft > 0 ? 'length' : 'count';
  }
}
