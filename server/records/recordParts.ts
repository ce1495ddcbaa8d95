/**
 * A module's own parts of the record pipeline that every call of the module must get, whoever
 * calls: the form's save, the Excel import's batches, a trusted caller's saveRecord with hooks of
 * its own, field/queryField's edit values, field/information. So they travel with the module, not
 * with one endpoint's hooks. Parts only one endpoint needs (a detail's added keys, a create's
 * answer, the save hooks of the form call) go to the factories of recordEndpoints.ts instead.
 * The parts themselves live in the module's folder; this table only says whose they are.
 */
import type { Kysely } from 'kysely';
import { customerParts } from '../crm/customer/customerModule.ts';
import type { Database } from '../db/schema.ts';
import type { RecordModuleKey } from './recordModules.ts';
import type { RecordRow } from './recordStore.ts';
import type { EntityParts } from './recordValues.ts';

/** A limit on how many records an owner may hold, checked on every create (under the limit's own lock). */
export interface OwnerLimit {
  /** How many more the owner may take (Infinity under no rule); call inside the writing transaction. */
  roomOf(trx: Kysely<Database>, ownerId: number): Promise<number>;
  /** The refusal of a create past it. */
  refusal: string;
}

export interface RecordParts {
  /**
   * Records without an owner are the module's pool (the customer's 公海, contract 7.4): anyone may
   * read them; writing takes an unrestricted scope (taking one is the pool's receive).
   */
  pool?: boolean;
  /** Entity keys beside the form columns that the save writes to columns of their own. */
  entityParts?: EntityParts;
  /** Create only, after the module's hooks: the final owner must have room. */
  ownerLimit?: OwnerLimit;
  /** field/queryField edit mode: the pre-shaped values of the module's pseudo fields, by fieldName. */
  formValues?(row: RecordRow): Record<string, unknown>;
  /** field/information: the module's rows after the custom fields. */
  information?(db: Kysely<Database>, row: RecordRow): Promise<Record<string, unknown>[]>;
}

const PARTS: Partial<Record<RecordModuleKey, RecordParts>> = { customer: customerParts };

export function partsOf(module: { key: string }): RecordParts {
  return PARTS[module.key as RecordModuleKey] ?? {};
}
