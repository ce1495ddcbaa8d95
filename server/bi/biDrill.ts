/**
 * A BI figure's records (our own call `biDrill/queryPageList`, the BI twin of the 仪表盘's
 * queryBulletinInfo): the module's own list (columns, custom values, data scope, sort, paging:
 * records/list) narrowed by the rule the figure counts with, so a bar's list holds what the bar
 * counted. Each rule is the figure's own piece (rankings.ts, buckets.ts, salesMoney.ts), not a copy.
 *
 *   figure     which figure (DRILL_FIGURES); its BI group's `bi.<group>.read` and the module's
 *              `crm.<module>.index` are both required
 *   bucket     a bar of a time series: `yyyyMM` or `yyyyMMdd` (contract 12.1 labels) narrows the
 *              period to that month or day (the yearly pages send no period, only the bucket)
 *   personId   a ranking's bar or a table's row: one person of the page's user set (anyone else:
 *              nobody, the set is already cut to the caller's reach)
 *   value      a category of the figure: a funnel stage (statusId), a 客户画像 group (未知 = empty), a province
 *
 * plus the page's own filter (type / startTime / endTime, deptId, userId) and the list's paging,
 * sort, keyword and filters. Only the caller's data scope of the module is applied on top: a
 * figure counted under a wider BI scope lists what the caller may open.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalInt, optionalText, type Params } from '../http/params.ts';
import { coversWholeMonths, customPeriod, dayText, type Period, readPeriod } from '../crm/instrument/period.ts';
import { figureListParams } from '../crm/instrument/bulletin.ts';
import { approvedMoneyRule, CONTRACT_MONEY, RECEIVABLES_MONEY } from '../crm/instrument/salesMoney.ts';
import { requirePermission } from '../permissions/authTree.ts';
import { usersInScope } from '../permissions/dataScope.ts';
import { type ListResult, queryList } from '../records/list/listEndpoints.ts';
import { listSpecOfType } from '../records/list/listSpec.ts';
import { customerField, ofUsers } from './biSql.ts';
import { type BiGroup, biUsers, type BiUsersOptions, NEEDS_DEPT } from './biUsers.ts';
import { figureRows } from './buckets.ts';
import { customerFollowUps, dealCustomers, firstDeals, newCustomers } from './customerStats.ts';
import { BUSINESSES, IS_END, owned } from './funnelStats.ts';
import { PORTRAITS, type PortraitPath } from './portrait.ts';
import { rankedRows, RANKINGS, type RankingPath } from './rankings.ts';
import { monthsOf } from './rollups.ts';

interface DrillFigure {
  group: BiGroup;
  /** the module list (contract 6.1) */
  listType: number;
  /** who the page counts (its own rule: the customer pages need a department, rankings take none) */
  users?: Omit<BiUsersOptions, 'knownVersion'>;
  /** everyone within the caller's reach, whatever the page's filter (城市分布 takes none) */
  reach?: true;
  /** the counted rows, alias `r` of the module's table */
  rows(users: readonly number[], period: Period, value: string | undefined): RawBuilder<unknown>;
  /** how many rows `rows` admits, kept by the writes, when the period allows (a scalar subquery) */
  kept?(users: readonly number[], period: Period): RawBuilder<unknown> | undefined;
}

const CUSTOMERS = 2;
const CONTACTS = 3;
const BUSINESS = 5;
const CONTRACTS = 6;
const RECEIVABLES = 7;

const ranked = (path: RankingPath, listType: number, more?: RawBuilder<unknown>): DrillFigure => ({
  group: 'ranking', listType, users: { ignoreUser: true },
  rows: (users, period) => (more ? sql`${rankedRows(RANKINGS[path], users, period)} and ${more}` : rankedRows(RANKINGS[path], users, period)),
});

const portraitOf = (path: PortraitPath): DrillFigure => ({
  group: 'portrait', listType: CUSTOMERS,
  rows: (users, period, value) => sql`${figureRows(newCustomers(users), period)}
    and coalesce(nullif(${customerField(PORTRAITS[path].field, 'r')}, ''), '未知') = ${requireValue(value)}`,
});

function requireValue(value: string | undefined): string {
  if (value === undefined) throw new BusinessError('分类不能为空');
  return value;
}

export const DRILL_FIGURES: Readonly<Record<string, DrillFigure>> = {
  // 员工客户分析: new customers; customers with an approved contract ordered in the period
  newCustomers: {
    group: 'customer', listType: CUSTOMERS, users: NEEDS_DEPT, rows: (users, period) => figureRows(newCustomers(users), period),
    kept: (users, period) => (coversWholeMonths(period)
      ? sql`select coalesce(sum(r.n), 0) from ${monthsOf('bi_customer_month', period.firstDay, period.endDay, ofUsers('m.owner_user_id', users))}` : undefined),
  },
  dealCustomers: {
    group: 'customer', listType: CUSTOMERS, users: NEEDS_DEPT,
    // the inner `r` is the contract: the figure's own rows
    rows: (users, period) => sql`r.customer_id in (select r.customer_id from crm_contract r where ${figureRows(dealCustomers(users), period)})`,
  },
  // 客户跟进次数: the customers followed up; 成交周期: the customers whose first deal it was
  followedCustomers: {
    group: 'customer', listType: CUSTOMERS, users: NEEDS_DEPT,
    rows: (users, period) => sql`r.customer_id in (select r.types_id from admin_record r
      where ${figureRows({ time: { column: 'r.create_time', kind: 'timestamp' }, where: customerFollowUps(users) }, period)})`,
  },
  firstDealCustomers: {
    group: 'customer', listType: CUSTOMERS, users: NEEDS_DEPT,
    rows: (users, period) => sql`r.customer_id in (select f.customer_id from ${firstDeals(users, period)} f)`,
  },
  // 排行榜: one person's bar (personId) or the department's
  contractRanKing: ranked('contractRanKing', CONTRACTS),
  receivablesRanKing: ranked('receivablesRanKing', RECEIVABLES),
  contractCountRanKing: ranked('contractCountRanKing', CONTRACTS),
  productCountRanKing: ranked('productCountRanKing', CONTRACTS, sql`exists (select 1 from crm_contract_product p where p.contract_id = r.contract_id)`),
  customerCountRanKing: ranked('customerCountRanKing', CUSTOMERS),
  contactsCountRanKing: ranked('contactsCountRanKing', CONTACTS),
  customerGenjinCountRanKing: {
    group: 'ranking', listType: CUSTOMERS, users: { ignoreUser: true },
    rows: (users, period) => sql`r.customer_id in (select r.types_id from admin_record r where ${rankedRows(RANKINGS.customerGenjinCountRanKing, users, period)})`,
  },
  // 产品分类销量: the approved contracts selling a product (value = productId)
  productContracts: {
    group: 'ranking', listType: CONTRACTS,
    rows: (users, period, value) => {
      const product = Number(requireValue(value));
      if (!Number.isSafeInteger(product)) throw new BusinessError('分类格式不正确');
      return sql`${approvedMoneyRule(CONTRACT_MONEY, [...users], period)}
        and exists (select 1 from crm_contract_product p where p.contract_id = r.contract_id and p.product_id = ${product})`;
    },
  },
  // 员工业绩分析: approved contracts by order date, approved receivables by return date
  contracts: { group: 'contract', listType: CONTRACTS, users: NEEDS_DEPT, rows: (users, period) => approvedMoneyRule(CONTRACT_MONEY, [...users], period) },
  receivables: { group: 'contract', listType: RECEIVABLES, users: NEEDS_DEPT, rows: (users, period) => approvedMoneyRule(RECEIVABLES_MONEY, [...users], period) },
  // 销售漏斗: new businesses, those won, those in progress at a stage
  newBusinesses: { group: 'business', listType: BUSINESS, rows: (users, period) => figureRows({ ...BUSINESSES, where: owned('r', users) }, period) },
  wonBusinesses: {
    group: 'business', listType: BUSINESS,
    rows: (users, period) => figureRows({ ...BUSINESSES, where: sql`${owned('r', users)} and r.is_end = ${IS_END.won}` }, period),
  },
  funnelStage: {
    group: 'business', listType: BUSINESS,
    rows: (users, period, value) => {
      const stage = Number(requireValue(value));
      if (!Number.isSafeInteger(stage)) throw new BusinessError('分类格式不正确');
      return figureRows({ ...BUSINESSES, where: sql`${owned('r', users)} and r.is_end = ${IS_END.inProgress} and r.status_id = ${stage}` }, period);
    },
  },
  // 城市分布: the customers of a province (the first part of 地区), everyone's within reach
  provinceCustomers: {
    group: 'portrait', listType: CUSTOMERS, reach: true,
    rows: (users, _period, value) => sql`${ofUsers('r.owner_user_id', users)} and split_part(r.address, ',', 1) like ${requireValue(value)} || '%'`,
  },
  // 客户画像: a group of new customers by 客户行业 / 客户级别 / 客户来源
  portrait: portraitOf('portrait'),
  portraitLevel: portraitOf('portraitLevel'),
  portraitSource: portraitOf('portraitSource'),
};

/** Every BI group's read right: the guard lets in a caller with any; the figure's own is checked after. */
export const DRILL_RIGHTS = ['customer', 'business', 'contract', 'portrait', 'ranking'].map((group) => `bi.${group}.read`);

function readFigure(params: Params): DrillFigure {
  const name = optionalText(params, 'figure', '图表数据');
  if (name === undefined) throw new BusinessError('图表数据不能为空');
  const figure = Object.hasOwn(DRILL_FIGURES, name) ? DRILL_FIGURES[name] : undefined;
  if (!figure) throw new BusinessError('图表数据格式不正确');
  return figure;
}

const BUCKET = /^(\d{4})(\d{2})(\d{2})?$/;

/** A bucket label → its month or day; else the page's period. */
function readDrillPeriod(params: Params): Period {
  const bucket = optionalText(params, 'bucket', '时间段');
  if (bucket === undefined) return readPeriod(params);
  const m = BUCKET.exec(bucket);
  if (!m) throw new BusinessError('时间段格式不正确');
  const [year, month] = [Number(m[1]), Number(m[2])];
  if (month < 1 || month > 12) throw new BusinessError('时间段格式不正确');
  const first = `${m[1]}-${m[2]}-${m[3] ?? '01'}`;
  const last = m[3] ? first : dayText(new Date(year, month, 0));
  try {
    return customPeriod(first, last);
  } catch {
    throw new BusinessError('时间段格式不正确');
  }
}

/** Everyone the caller may count for the group (the data scope of the roles granting it). */
async function reachOf(db: Kysely<Database>, userId: number, group: BiGroup, knownVersion?: string): Promise<number[]> {
  const scope = await usersInScope(db, userId, `bi.${group}`, knownVersion, 'read');
  if (scope !== 'all') return [...scope];
  return (await db.selectFrom('admin_user').select('user_id').execute()).map((u) => u.user_id);
}

export async function drillList(db: Kysely<Database>, userId: number, params: Params, knownVersion?: string): Promise<ListResult> {
  const figure = readFigure(params);
  const spec = listSpecOfType(figure.listType)!;
  await Promise.all([
    requirePermission(db, userId, `bi.${figure.group}.read`, knownVersion), requirePermission(db, userId, `${spec.module.auth}.index`, knownVersion),
  ]);
  const period = readDrillPeriod(params);
  const personId = optionalInt(params, 'personId', '员工');
  const value = optionalText(params, 'value', '分类');
  const everyone = figure.reach ? await reachOf(db, userId, figure.group, knownVersion) : await biUsers(db, userId, figure.group, params, { ...figure.users, knownVersion });
  const users = personId === undefined ? everyone : everyone.filter((id) => id === personId);
  const where = users.length ? figure.rows(users, period, value) : ofUsers('r.owner_user_id', []);
  // the list's paging, sort, keyword and filters; no scene (it would change the figure's records unasked)
  const keptCount = users.length ? figure.kept?.(users, period) : undefined;
  return queryList(db, userId, spec, figureListParams(params), knownVersion, { where, exactCount: true, ...(keptCount ? { keptCount } : {}) });
}
