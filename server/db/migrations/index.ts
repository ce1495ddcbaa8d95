/**
 * Every migration, in order. Add a new file `NNNN_<what>.ts` exporting `up` (and `down`) and list
 * it here; names sort lexically, so keep the four-digit prefix. Never edit a migration that has
 * shipped: add a new one.
 */
import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';

export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};
