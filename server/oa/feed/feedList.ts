/**
 * OaRecord/getOaRecordPageList {page, limit, type} (contract 10.4): the office workbench's feed,
 * newest first (create_time desc, log_id desc), a Page, `type` 0 (or none) 全部 or 1-5 one kind.
 * Each row: the feed row's columns, `typeName`, `createUser` {userId, realname, img} (its writer),
 * then what it shows of its target (feedInfo.ts) merged over it, as the original does (a log's
 * `logId` and `content` are the log's), `createTime` kept the feed's time.
 *
 * The page is one statement (feedAccess.ts: the viewer's rows by each target's rule, with their
 * writers and targets: feedStatement.ts), its total another (a count per type, summed). Always a
 * Page: `pageType` 0 would load the whole feed, which only grows.
 *
 * `total` (ours, optional): 1 or none counts as above; 0 counts nothing, since on a large feed the
 * count costs many times the page (docs/benchmarks.md bench:office): the page reads limit + 1 rows,
 * answers `limit` of them, and `lastPage` says whether the extra one was there. `totalRow` and
 * `totalPage` are then -1, meaning "not counted" (never a count, so no caller can mistake it for
 * one); `pageNumber`, `pageSize`, `firstPage` stay as in a counted page. The workbench asks this
 * way and loads more at the end instead of paging (schemas/modules/oa/feed.json `feed.more`).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { executeInline, inlineStatement } from '../../db/inlineStatement.ts';
import type { Database } from '../../db/schema.ts';
import { StatementCache } from '../../db/statementCache.ts';
import { optionalChoice, type Params, readPaging, toPage } from '../../http/params.ts';
import type { RiderRow, VersionRider } from '../../permissions/versionRider.ts';
import { FEED_TYPES, type FeedViewer, feedViewerOf, TYPE_NAMES, visibleFeed } from './feedAccess.ts';
import { targetInfo } from './feedInfo.ts';
import { type FeedStatementRow, feedPageWithTargets } from './feedStatement.ts';

const FEED_TYPE_LIST: number[] = Object.values(FEED_TYPES);
/** 0 全部, 1 日志, 2 日程, 3 公告, 4 任务, 5 审批. */
const TYPES = [0, ...FEED_TYPE_LIST];
/** `totalRow` and `totalPage` of a page asked with `total` 0: not counted. */
const NOT_COUNTED = -1;

/**
 * Each viewer's page statements, compiled with their values written in, by shape (type, paging,
 * rider). The statement holds nothing but the viewer's facts (departments, subordinates, super
 * admin), which permissionCache.ts keeps as one object per user and permission version
 * (logViewerOf): a new version brings a new object, and its statements are compiled afresh.
 * Building and compiling it with Kysely on every call cost 0.4-0.5 ms of Node CPU, most of it the
 * garbage of its builder tree (docs/benchmarks.md bench:office, 2026-11-28 night).
 */
const compiledPages = new WeakMap<object, StatementCache>();
/** Shapes kept per viewer: the first pages of each tab, a few more while scrolling. */
const SHAPES_PER_VIEWER = 24;

function compiledPage(viewer: object, shape: string, statement: () => RawBuilder<unknown>): string {
  let byShape = compiledPages.get(viewer);
  if (!byShape) compiledPages.set(viewer, byShape = new StatementCache(SHAPES_PER_VIEWER));
  return byShape.text(shape, () => inlineStatement(statement()));
}

/** `knownVersion`, `rider`: the guard's version read for the call and its rider (permissions/versionRider.ts). */
export async function feedPage(db: Kysely<Database>, userId: number, params: Params, knownVersion?: string, rider?: VersionRider) {
  const type = optionalChoice(params, 'type', '类型', TYPES) ?? 0;
  const counted = (optionalChoice(params, 'total', '总数', [0, 1]) ?? 1) === 1;
  const paging = { ...readPaging(params), pageType: 1 as const };
  const viewer = await feedViewerOf(db, userId, knownVersion);
  const seen = (kind: number, page = false) => db.selectFrom('oa_action_record').where(visibleFeed(viewer, kind, page));
  // The total as a sum of one count per type: each type's EXISTS alone is planned as a semi-join,
  // while their OR (fine for a page, which stops after `limit` rows) is costed so high over the
  // whole feed that PostgreSQL compiled it (JIT, 110 ms of a 3 ms count with 3,600 rows).
  // The guard's read rides on the count (one row, always) or, uncounted, on the page.
  const countRider = counted ? rider : undefined;
  const pageRider = counted ? undefined : rider;
  const counting = counted
    ? sql<{ n: number } & RiderRow>`select ${sql.join((type === 0 ? FEED_TYPE_LIST : [type])
      .map((kind) => sql`(${seen(kind).select((eb) => eb.fn.countAll<number>().as('n'))})`), sql` + `)} as n${countRider ? sql`, ${countRider.columns}` : sql``}`
      .execute(db)
    : undefined;
  const limit = counted ? paging.limit : paging.limit + 1;
  const offset = (paging.page - 1) * paging.limit;
  // The page's values written in (inlineStatement.ts): with its 27-43 bound parameters the same
  // statement cost 0.18 ms more a call (the extended protocol's messages), a sixth of what the
  // call may add to its raw SQL (docs/benchmarks.md, bench:office). They are the viewer's ids and
  // the paging numbers; anything else would be refused by the literal writer, never guessed at.
  const page = compiledPage(viewer.log, `${type} ${limit} ${offset} ${pageRider ? 'rider' : ''}`, () => feedPageWithTargets(
    seen(type, true).selectAll().orderBy('oa_action_record.create_time', 'desc').orderBy('oa_action_record.log_id', 'desc').limit(limit).offset(offset),
    pageRider,
  ));
  const [read, counts] = await Promise.all([executeInline<FeedStatementRow & RiderRow>(db, page), counting]);
  const total = counts?.rows[0];
  rider?.carried(counted ? total : read.rows[0]);
  // uncounted: the extra row only says a next page exists
  const list = feedRows(read.rows.slice(0, paging.limit), viewer);
  if (total) return toPage(list, Number(total.n), paging);
  return { ...toPage(list, NOT_COUNTED, paging), totalPage: NOT_COUNTED, lastPage: read.rows.length <= paging.limit };
}

/**
 * The page's rows in the contract's shape: each feed row, its writer and what it shows of its
 * target merged over it. Merged with Object.assign onto the row's own copy, not in a literal after
 * a spread of the row: keys added after a spread are V8's slow path (http/withFields.ts), and a
 * log adds some thirty, 20 µs a row (docs/benchmarks.md, 2026-11-29).
 */
function feedRows(rows: readonly (FeedStatementRow & RiderRow)[], viewer: FeedViewer) {
  return rows.map(({ writer_realname: realname, writer_img: img, target, lingxi_permission_version: _v, lingxi_session_generation: _s, ...row }) => {
    const writer = Number(row.user_id);
    return Object.assign(
      row,
      { typeName: TYPE_NAMES[row.type] ?? '', createUser: { userId: writer, realname: realname ?? '', img } },
      targetInfo(row.type, target, viewer),
      { type: row.type, create_time: row.create_time },
    );
  });
}
