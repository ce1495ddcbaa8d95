// In-story surroundings for the board view: the list environment of storyEnvironment.ts with the
// board's rows (keyword search on the card's title, as the server's search column does), the
// columns call answering the business stages, and a move call that records its parameters and
// can refuse like the server does. Stories only.
import { fn } from 'storybook/test';
import type { BoardApi, ListEnvironment } from '../../../engine/react/list/index.ts';
import type { AuthTree } from '../../../engine/routes/index.ts';
import type { ListHeadColumn, ListPage, ListRow } from '../../../server-adapter/crmList.ts';
import { RequestError } from '../../../server-adapter/errors.ts';
import { storyListEnvironment } from './storyEnvironment.ts';
import { BUSINESS_STAGE_OPTIONS } from './boardStoryData.ts';

export const BOARD_STORY_AUTH: AuthTree = {
  project: { task: { index: true, read: true, update: true } },
  crm: { business: { index: true, read: true, update: true, save: true } },
};

export interface BoardStoryOptions {
  rows: ListRow[];
  heads: ListHeadColumn[];
  /** The row key the keyword searches. */
  searchKey: string;
  auth?: AuthTree;
  /** The move call answers with this refusal (code 500). */
  refuse?: string;
}

export function boardStoryEnvironment(options: BoardStoryOptions): ListEnvironment & { board: BoardApi } {
  const env = storyListEnvironment({ rows: options.rows, heads: options.heads, scenes: [], auth: options.auth ?? BOARD_STORY_AUTH });
  env.api.queryPageList = fn(async (_call: string, body: Record<string, unknown>): Promise<ListPage> => {
    const page = Number(body.page ?? 1);
    const limit = Number(body.limit ?? 15);
    const search = String(body.search ?? '');
    const matching = search ? options.rows.filter((row) => String(row[options.searchKey] ?? '').includes(search)) : options.rows;
    return { list: matching.slice((page - 1) * limit, page * limit), totalRow: matching.length };
  });
  const board: BoardApi = {
    queryColumns: fn(async () => BUSINESS_STAGE_OPTIONS),
    move: fn(async () => {
      if (options.refuse) throw new RequestError({ code: 500, msg: options.refuse, kind: 'envelope' });
    }),
  };
  return { ...env, board };
}
