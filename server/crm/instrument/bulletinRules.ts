/**
 * 销售简报 (contract 13 queryBulletin, queryBulletinInfo): what each figure counts, as conditions on
 * alias `r` of the module's table, so the count and the list it opens (the module's queryPageList
 * narrowed by the same condition, bulletinInfo.ts) cannot disagree. Every module counts the
 * records created in the period whose owner is in the module's user set (audience.ts), within the
 * module list's own implicit conditions (listSpec.ts):
 *
 *   leads        not converted (is_transform = 0), as the leads list shows by default
 *   customer     owned (a pool customer has no owner and is no one's figure)
 *   product      not deleted, created by the users (a product has no owner that means anything)
 *   contacts, business, contract, receivables   as they are (any approval status)
 *
 * Follow-ups (admin_record) count by their author, each module's follow-ups with that module's
 * user set; business stage changes (crm_business_change) by who moved the stage, with the business
 * user set.
 */
import { type RawBuilder, sql } from 'kysely';
import { CRM_MODULES } from '../crmModules.ts';
import { inUserSet, type InstrumentRealm, type UserColumn, type UserSet } from './audience.ts';
import type { Period } from './period.ts';

export interface BulletinModule {
  /** the list type (contract 6.1) = queryBulletinInfo `label` */
  listType: number;
  realm: InstrumentRealm;
  /** the queryBulletin key */
  countKey: string;
  /** whose record it is */
  who: UserColumn;
  /** beyond the list's implicit conditions */
  extra?: RawBuilder<unknown>;
}

export const BULLETIN_MODULES: Readonly<Record<number, BulletinModule>> = {
  1: { listType: 1, realm: 'leads', countKey: 'leadsCount', who: 'r.owner_user_id', extra: sql`r.is_transform = 0` },
  2: { listType: 2, realm: 'customer', countKey: 'customerCount', who: 'r.owner_user_id' },
  3: { listType: 3, realm: 'contacts', countKey: 'contactsCount', who: 'r.owner_user_id' },
  4: { listType: 4, realm: 'product', countKey: 'productCount', who: 'r.create_user_id' },
  5: { listType: 5, realm: 'business', countKey: 'businessCount', who: 'r.owner_user_id' },
  6: { listType: 6, realm: 'contract', countKey: 'contractCount', who: 'r.owner_user_id' },
  7: { listType: 7, realm: 'receivables', countKey: 'receivablesCount', who: 'r.owner_user_id' },
};

/** `column` within the period (a `timestamp` column: local midnights bound as Dates). */
export function createdIn(period: Period, column: 'r.create_time' | 'b.create_time' = 'r.create_time'): RawBuilder<unknown> {
  const c = sql.raw(column);
  return sql`${c} >= ${period.start} and ${c} < ${period.end}`;
}

/** The records a bulletin figure counts, on alias `r` of the module's table. */
export function bulletinRule(module: BulletinModule, users: UserSet, period: Period): RawBuilder<unknown> {
  const parts = [inUserSet(module.who, users), createdIn(period)];
  if (module.extra) parts.push(module.extra);
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** The modules follow-ups belong to, in the order queryRecordConunt answers them. */
export const FOLLOW_UP_TYPES = [
  { crmType: CRM_MODULES.customer.recordTypes, realm: 'customer' },
  { crmType: CRM_MODULES.leads.recordTypes, realm: 'leads' },
  { crmType: CRM_MODULES.contacts.recordTypes, realm: 'contacts' },
  { crmType: CRM_MODULES.business.recordTypes, realm: 'business' },
  { crmType: CRM_MODULES.contract.recordTypes, realm: 'contract' },
] as const satisfies readonly { crmType: string; realm: InstrumentRealm }[];

export type FollowUpType = (typeof FOLLOW_UP_TYPES)[number]['crmType'];

/** Follow-ups (admin_record `r`) of one module written in the period by its user set. */
export function followUpRule(crmType: FollowUpType, users: UserSet, period: Period): RawBuilder<unknown> {
  return sql`(r.types = ${crmType} and ${inUserSet('r.create_user_id', users)} and ${createdIn(period)})`;
}

/** Stage changes (crm_business_change `r`) made in the period by the business user set. */
export function stageChangeRule(users: UserSet, period: Period): RawBuilder<unknown> {
  return sql`(${inUserSet('r.create_user_id', users)} and ${createdIn(period)})`;
}
