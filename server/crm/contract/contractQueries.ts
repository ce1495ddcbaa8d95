/**
 * Contract, receivables and plan rows as the related lists show them (contract 7.4, 7.6, 7.7).
 * Receivables count towards a contract once approved (check_status 1).
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function contractListQuery(db: Kysely<Database>): SelectQueryBuilder<any, any, any> {
  return db.selectFrom('crm_contract as ct')
    .leftJoin('crm_customer as c', 'c.customer_id', 'ct.customer_id')
    .select([
      'ct.contract_id', 'ct.num', 'ct.name as contract_name', 'ct.customer_id', 'c.customer_name', 'ct.money', 'ct.start_time', 'ct.end_time',
      'ct.check_status', 'ct.owner_user_id',
      sql<string>`coalesce((select sum(r.money) from crm_receivables r where r.contract_id = ct.contract_id and r.check_status = 1), 0)::numeric(18,2)`
        .as('receivables_money_count'),
    ]) as unknown as SelectQueryBuilder<any, any, any>;
}

export function receivablesListQuery(db: Kysely<Database>): SelectQueryBuilder<any, any, any> {
  return db.selectFrom('crm_receivables as r')
    .leftJoin('crm_contract as ct', 'ct.contract_id', 'r.contract_id')
    .leftJoin('crm_customer as c', 'c.customer_id', 'r.customer_id')
    .leftJoin('crm_receivables_plan as p', 'p.plan_id', 'r.plan_id')
    .leftJoin('admin_user as u', 'u.user_id', 'r.owner_user_id')
    .select([
      'r.receivables_id', 'r.number as receivables_num', 'ct.name as contract_name', 'ct.num as contract_num', 'ct.money as contract_money',
      'r.money as receivables_money', 'u.realname as owner_user_name', 'r.check_status', 'r.return_time', 'p.num as plan_num', 'p.num',
      'c.customer_name', 'r.contract_id', 'r.customer_id',
    ]) as unknown as SelectQueryBuilder<any, any, any>;
}

export function planListQuery(db: Kysely<Database>): SelectQueryBuilder<any, any, any> {
  return db.selectFrom('crm_receivables_plan as p')
    .leftJoin('crm_contract as ct', 'ct.contract_id', 'p.contract_id')
    .leftJoin('crm_customer as c', 'c.customer_id', 'p.customer_id')
    .select([
      'p.plan_id', 'p.num', 'c.customer_name', 'ct.num as contract_num', 'p.money', 'p.return_date', 'p.return_type', 'p.remind', 'p.remark',
      'p.receivables_id', 'p.contract_id', 'p.customer_id', 'p.status',
    ]) as unknown as SelectQueryBuilder<any, any, any>;
}
