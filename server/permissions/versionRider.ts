/**
 * The read that confirms a call admitted on trust (accessGuard.ts), carried by one of the call's
 * own statements instead of a statement of its own.
 *
 * A read-only call served on trust must not answer before a read of the permission and session
 * versions made after it arrived has matched the versions it assumed. That read used to be a
 * statement of its own beside the handler's: one more round trip, socket write and wake-up of a
 * database backend on every list call, 0.3-0.5 ms of a 2-3 ms list on the 2-core machine
 * (`npm run bench:list`, docs/benchmarks.md). A handler whose statement returns a row anyway (a
 * count, a page) can add the two versions as columns: that statement is sent after the call
 * arrived and reads them in the same snapshot as its data, which satisfies the law as well as a
 * read of its own would.
 *
 * A rider is claimed at most once, by the first statement that asks. If no statement carries it
 * (none asked, the statement failed, or it returned no row), the guard sends the read itself when
 * the handler is done (the confirmation `offerRider` answers): never less checked, only sometimes not cheaper.
 */
import type { FastifyRequest } from 'fastify';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { currentVersions, noteVersionsRead, type Versions } from './permissionCache.ts';

export const permissionVersion = sql<string>`(select version from lingxi_permission_version where id = 1)`;
export const sessionGeneration = sql<string>`(select session_generation from lingxi_permission_version where id = 1)`;

/** The columns a carrying statement adds, and what it reads back. */
export const RIDER_COLUMNS = sql`${permissionVersion} as lingxi_permission_version, ${sessionGeneration} as lingxi_session_generation`;

/** The same two columns as selections of a query built with Kysely's builder (none without a rider). */
export function riderSelections(rider: VersionRider | undefined) {
  return rider ? [permissionVersion.as('lingxi_permission_version'), sessionGeneration.as('lingxi_session_generation')] : [];
}

export interface RiderRow { lingxi_permission_version?: string | number | null; lingxi_session_generation?: string | number | null }

export interface VersionRider {
  /** Add to the select list of a statement that returns at least one row whenever it can. */
  readonly columns: typeof RIDER_COLUMNS;
  /** The carrying statement's first row (undefined: it returned none, the guard reads itself). */
  carried(row: RiderRow | undefined): void;
}

interface Pending { db: Kysely<Database>; arrived: number; claimed: boolean; versions?: Versions }

const pendingByRequest = new WeakMap<FastifyRequest, Pending>();

/**
 * The guard: this call's confirmation may ride on a statement of its handler. Answers the
 * confirmation to await after the handler: the versions a statement carried, or else a read sent
 * then (still after the call arrived).
 */
export function offerRider(db: Kysely<Database>, request: FastifyRequest, arrived: number): () => Promise<Versions> {
  const pending: Pending = { db, arrived, claimed: false };
  pendingByRequest.set(request, pending);
  return () => {
    pendingByRequest.delete(request);
    return pending.versions ? Promise.resolve(pending.versions) : currentVersions(db, arrived);
  };
}

/** A handler's statement: the rider to carry, when the call awaits one and no statement took it yet. */
export function claimRider(request: FastifyRequest | undefined): VersionRider | undefined {
  const pending = request ? pendingByRequest.get(request) : undefined;
  if (!pending || pending.claimed) return undefined;
  pending.claimed = true;
  return {
    columns: RIDER_COLUMNS,
    carried(row) {
      if (row?.lingxi_permission_version == null || row.lingxi_session_generation == null) return;
      pending.versions = { permission: String(row.lingxi_permission_version), sessions: String(row.lingxi_session_generation) };
      noteVersionsRead(pending.db, pending.versions);
    },
  };
}

/** The statement of `countCarrying`: `count(*)` of a query as `n`, with the rider's columns when given one. */
export function countStatement<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>, rider?: VersionRider) {
  return query.select((eb) => [eb.fn.countAll<number>().as('n'), ...riderSelections(rider)]);
}

/** `count(*)` of a query (as `n`), the statement carrying the rider when there is one: the count every list's Page needs. */
export async function countCarrying<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>, rider?: VersionRider): Promise<number> {
  const row = await countStatement(query, rider).executeTakeFirstOrThrow() as { n: number } & RiderRow;
  rider?.carried(row);
  return Number(row.n);
}
