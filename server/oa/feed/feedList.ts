/**
 * OaRecord/getOaRecordPageList {page, limit, type} (contract 10.4): the office workbench's feed,
 * newest first (create_time desc, log_id desc), a Page, `type` 0 (or none) 全部 or 1-5 one kind.
 * Each row: the feed row's columns, `typeName`, `createUser` {userId, realname, img} (its writer),
 * then what it shows of its target (feedInfo.ts) merged over it, as the original does (a log's
 * `logId` and `content` are the log's), `createTime` kept the feed's time.
 *
 * The page is one statement (feedAccess.ts: the viewer's rows by each target's rule), its total
 * another (a count per type, summed); the targets are then read for the page's rows only. Always a Page: `pageType` 0 would
 * load the whole feed, which only grows.
 *
 * `total` (ours, optional): 1 or none counts as above; 0 counts nothing, since on a large feed the
 * count costs many times the page (docs/benchmarks.md bench:office): the page reads limit + 1 rows,
 * answers `limit` of them, and `lastPage` says whether the extra one was there. `totalRow` and
 * `totalPage` are then -1, meaning "not counted" (never a count, so no caller can mistake it for
 * one); `pageNumber`, `pageSize`, `firstPage` stay as in a counted page. The workbench asks this
 * way and loads more at the end instead of paging (schemas/modules/oa/feed.json `feed.more`).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { optionalChoice, type Params, readPaging, toPage } from '../../http/params.ts';
import { usersById } from '../../examine/people.ts';
import { FEED_TYPES, feedViewerOf, TYPE_NAMES, visibleFeed } from './feedAccess.ts';
import { targetInfos, targetKey } from './feedInfo.ts';

const FEED_TYPE_LIST: number[] = Object.values(FEED_TYPES);
/** 0 全部, 1 日志, 2 日程, 3 公告, 4 任务, 5 审批. */
const TYPES = [0, ...FEED_TYPE_LIST];
/** `totalRow` and `totalPage` of a page asked with `total` 0: not counted. */
const NOT_COUNTED = -1;

export async function feedPage(db: Kysely<Database>, userId: number, params: Params) {
  const type = optionalChoice(params, 'type', '类型', TYPES) ?? 0;
  const counted = (optionalChoice(params, 'total', '总数', [0, 1]) ?? 1) === 1;
  const paging = { ...readPaging(params), pageType: 1 as const };
  const viewer = await feedViewerOf(db, userId);
  const seen = (kind: number, page = false) => db.selectFrom('oa_action_record').where(visibleFeed(viewer, kind, page));
  // The total as a sum of one count per type: each type's EXISTS alone is planned as a semi-join,
  // while their OR (fine for a page, which stops after `limit` rows) is costed so high over the
  // whole feed that PostgreSQL compiled it (JIT, 110 ms of a 3 ms count with 3,600 rows).
  const counts = (type === 0 ? FEED_TYPE_LIST : [type]).map((kind) => sql<number>`(${seen(kind).select((eb) => eb.fn.countAll<number>().as('n'))})`);
  const [read, total] = await Promise.all([
    seen(type, true).selectAll().orderBy('oa_action_record.create_time', 'desc').orderBy('oa_action_record.log_id', 'desc')
      .limit(counted ? paging.limit : paging.limit + 1).offset((paging.page - 1) * paging.limit).execute(),
    counted ? db.selectNoFrom(sql<number>`${sql.join(counts, sql` + `)}`.as('n')).executeTakeFirstOrThrow() : undefined,
  ]);
  // uncounted: the extra row only says a next page exists
  const rows = read.slice(0, paging.limit);
  const [writers, infos] = await Promise.all([usersById(db, rows.map((row) => Number(row.user_id))), targetInfos(db, viewer, rows)]);
  const list = rows.map((row) => {
    const writer = Number(row.user_id);
    return {
      ...row,
      typeName: TYPE_NAMES[row.type] ?? '',
      createUser: writers.get(writer) ?? { userId: writer, realname: '', img: null },
      ...infos.get(targetKey(row.type, Number(row.action_id))),
      type: row.type,
      create_time: row.create_time,
    };
  });
  if (total) return toPage(list, Number(total.n), paging);
  return { ...toPage(list, NOT_COUNTED, paging), totalPage: NOT_COUNTED, lastPage: read.length <= paging.limit };
}
