// A list's board view (engine/react/list/board): the call answering its columns and the move call,
// both named by the module descriptor (`lists.<id>.board`); this module only knows how to send them.
import { request, requestData } from './request.ts';

/** The board's columns (a project's task lists, the stages of the business types): the envelope's data. Quiet, like the list calls. */
export async function queryBoardColumns(call: string, params: Record<string, unknown>): Promise<unknown> {
  return requestData<unknown>(call, params, { silent: true }); // the board says it failed, with 重试
}

/** A card moved: the request client shows a refusal's message; the board puts the card back. */
export async function moveBoardCard(call: string, params: Record<string, unknown>, encoding: 'json' | 'form'): Promise<void> {
  await request(call, params, { encoding });
}

/** A board's own write: a card added by its title (task/setTask), a project's list added, renamed, removed or reordered. */
export async function writeBoard(call: string, params: Record<string, unknown>, encoding: 'json' | 'form' = 'form'): Promise<void> {
  await request(call, params, { encoding });
}
