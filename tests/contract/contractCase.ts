/**
 * One call of the contract's Appendix A, made on seeded data and checked against the answer the
 * contract describes (server-contract.md, the section named in `see`). The cases live in
 * `tests/contract/cases/<area>.ts`; `tests/api/contract-conformance.test.ts` runs them all.
 */
import type { TestApp } from '../support/testApp.ts';
import type { Fixture } from './fixture.ts';
import type { Shape } from './shape.ts';

export type Params = Record<string, unknown>;

export interface ContractCase {
  /** The Appendix A path, e.g. `CrmCustomer/queryContacts`. */
  url: string;
  /** The contract section that describes the answer, e.g. `7.4`. */
  see: string;
  /** Who calls: a seeded username (`admin` by default). */
  as?: string;
  /**
   * The parameters, from the fixture's ids, sent as the Appendix A body kind says (form / JSON). A
   * case needing more (a record of its own to change, an id the fixture does not keep) finds or
   * makes it here through `t` (`t.db`, `t.call`).
   */
  params?: (fx: Fixture, t: TestApp) => Params | unknown[] | Promise<Params | unknown[]>;
  /** Keys the contract itself answers in snake_case (contract 17: `hide_value` beside `hideValue`). */
  snakeKeys?: string[];
  /** The whole answer, envelope included (`ok(...)`, `page(...)` in shape.ts). */
  answer: Shape;
  /**
   * A paged call (contract 1.5): `answer` is what comes without `page`, `limit` and `pageType`
   * (page 1 of 10 rows as a Page); `all` what comes with `pageType: 0` (every row, no Page).
   */
  paged?: { all: Shape };
  /**
   * The answer's list may be empty on the seeded data. By default a case whose answer holds a list
   * must find rows in it: an empty list would prove nothing about the rows' shape.
   */
  mayBeEmpty?: boolean;
  /** A call that changes data: it runs after every read, in the order listed. */
  write?: boolean;
  /** A file comes back (Appendix A "→ blob"): HTTP 200 and this content type, not an envelope. */
  file?: RegExp;
  /** Waits for what the call started in the background (an import) before the next case. */
  settle?: (answer: { data?: unknown }, fx: Fixture, t: TestApp) => Promise<void>;
  /** Multipart uploads: the file part sent as `file`. */
  upload?: { name: string; type: string; content: string | Buffer | ((fx: Fixture, t: TestApp) => Promise<Buffer>) };
}
