// The board's pure parts (engine/pages board*): rows grouped into columns in the board's order, a
// card's place after a move, the move call's parameters as the descriptor names them, a refused
// move put back, the board's list query and the columns a call answers.
import { describe, expect, it } from 'vitest';
import {
  BOARD_ROW_CAP, boardQuery, columnGroupsOf, findCard, initialListState, layoutBoard, moveCard, moveParams, undoMove, UNGROUPED_KEY,
  type BoardCalledColumns, type BoardLayout, type FilterData, type ListState, type PageBoard,
} from '../../../engine/pages/index.ts';
import { BUSINESS_BOARD, BUSINESS_STAGE_OPTIONS, TASK_BOARD, TASK_BOARD_PAGE } from '../../../pages/crm/list/boardStoryData.ts';

const COLUMNS = [{ value: 1, label: '正在进行' }, { value: 2, label: '已延期' }, { value: 5, label: '已结束' }];
const board: PageBoard = TASK_BOARD;
const rows = [
  { taskId: 10, name: 'A', status: 1, orderNum: 2 },
  { taskId: 11, name: 'B', status: '1', orderNum: 1 },
  { taskId: 12, name: 'C', status: 1, orderNum: 3 },
  { taskId: 13, name: 'D', status: 2, orderNum: 1 },
  { taskId: 14, name: 'E', status: 9, orderNum: 1 },
  { taskId: 15, name: 'F', status: 1, orderNum: null },
];
const ids = (layout: BoardLayout) => Object.fromEntries(layout.columns.map((column) => [column.key, [...column.ids]]));

describe('layoutBoard', () => {
  it('groups by the key (1 and "1" alike), orders by the order key (blank last), and puts rows of no column first, apart', () => {
    const layout = layoutBoard(rows, board, 'taskId', COLUMNS, '未分组');
    expect(layout.columns.map((c) => c.key)).toEqual([UNGROUPED_KEY, '1', '2', '5']);
    expect(ids(layout)).toEqual({ [UNGROUPED_KEY]: ['14'], 1: ['11', '10', '12', '15'], 2: ['13'], 5: [] });
    expect(layout.columns[0]).toMatchObject({ value: null, label: '未分组' });
  });

  it('keeps the list order without an order key, and has no ungrouped column when every row fits', () => {
    const layout = layoutBoard(rows.slice(0, 4), { groupBy: 'status' }, 'taskId', COLUMNS);
    expect(ids(layout)).toEqual({ 1: ['10', '11', '12'], 2: ['13'], 5: [] });
  });
});

describe('moveCard and undoMove', () => {
  const start = layoutBoard(rows.slice(0, 4), board, 'taskId', COLUMNS);

  it('moves within a column to the index it will have there', () => {
    const result = moveCard(start, 'status', '11', '1', 2)!;
    expect(ids(result.layout)['1']).toEqual(['10', '12', '11']);
    expect(result.move).toEqual({ id: '11', from: { key: '1', index: 0, value: '1' }, to: { key: '1', index: 2 } });
  });

  it('moves across columns, sets the card\'s group value, and leaves the columns it does not touch as they were', () => {
    const result = moveCard(start, 'status', '10', '5', 0)!;
    expect(ids(result.layout)).toEqual({ 1: ['11', '12'], 2: ['13'], 5: ['10'] });
    expect(result.layout.rows.get('10')).toMatchObject({ status: 5, name: 'A' });
    expect(result.layout.columns[1]).toBe(start.columns[1]);
    expect(start.rows.get('10')).toMatchObject({ status: 1 });
  });

  it('clamps the index, and refuses what is no move (same place, an unknown card or column, the ungrouped column)', () => {
    expect(ids(moveCard(start, 'status', '13', '1', 99)!.layout)['1']).toEqual(['11', '10', '12', '13']);
    expect(moveCard(start, 'status', '11', '1', 0)).toBeNull();
    expect(moveCard(start, 'status', '99', '1', 0)).toBeNull();
    expect(moveCard(start, 'status', '11', '7', 0)).toBeNull();
    const withUngrouped = layoutBoard(rows, board, 'taskId', COLUMNS);
    expect(moveCard(withUngrouped, 'status', '11', UNGROUPED_KEY, 0)).toBeNull();
    expect(moveCard(withUngrouped, 'status', '14', '2', 0)).not.toBeNull();
  });

  it('a refused move goes back to its column, place and value; another card moved since stays where it went', () => {
    const first = moveCard(start, 'status', '10', '2', 0)!;
    const second = moveCard(first.layout, 'status', '12', '5', 0)!;
    const undone = undoMove(second.layout, 'status', first.move);
    expect(ids(undone)).toEqual({ 1: ['11', '10'], 2: ['13'], 5: ['12'] });
    expect(undone.rows.get('10')).toMatchObject({ status: 1 });
    expect(findCard(undone, '10')).toEqual({ key: '1', index: 1 });
  });
});

describe('moveParams', () => {
  const start = layoutBoard(rows.slice(0, 4), board, 'taskId', COLUMNS);

  it('JSON: the id, the new group, the destination column\'s ids in order as numbers, and the former column when it changed', () => {
    const { layout, move } = moveCard(start, 'status', '10', '2', 1)!;
    expect(moveParams(board.move!, layout, move, 'taskId')).toEqual({ taskId: 10, toId: 2, toList: [13, 10], fromId: 1, fromList: [11, 12] });
  });

  it('within a column: no former column', () => {
    const { layout, move } = moveCard(start, 'status', '12', '1', 0)!;
    expect(moveParams(board.move!, layout, move, 'taskId')).toEqual({ taskId: 12, toId: 1, toList: [12, 11, 10] });
  });

  it('form: lists comma-joined; fixed parameters kept; no id key when the column\'s ids carry it (work/updateOrder)', () => {
    const { layout, move } = moveCard(start, 'status', '10', '5', 0)!;
    expect(moveParams({ call: 'x/y', groupKey: 'toId', idsKey: 'toList', params: { workId: 3 } }, layout, move, 'taskId')).toEqual({ workId: 3, toId: 5, toList: '10' });
    expect(moveParams(BUSINESS_BOARD.move!, layout, move, 'taskId')).toEqual({ isEnd: 0, businessId: 10, statusId: 5 });
  });
});

describe('the board\'s list query and columns', () => {
  it('asks the table\'s query (keyword, filter) for the first BOARD_ROW_CAP rows in the order key, ascending', () => {
    const state: ListState = { ...initialListState(), page: 3, search: ' 回访 ', sortField: 'stopTime', order: 1, filter: { name: { name: 'name', condition: 'contains', value: 'x' } as FilterData[string] } };
    expect(boardQuery(TASK_BOARD_PAGE, state)).toEqual({
      page: 1, limit: BOARD_ROW_CAP, type: TASK_BOARD_PAGE.type, search: '回访', sortField: 'orderNum', order: 2, data: state.filter,
    });
    expect(boardQuery({ type: 5, board: { orderBy: undefined } }, state)).toMatchObject({ sortField: 'stopTime', order: 1, limit: BOARD_ROW_CAP });
  });

  it('reads grouped columns (a business type\'s stages) and plain ones from a call\'s answer, skipping items without a value', () => {
    const groups = columnGroupsOf(BUSINESS_BOARD.columns as BoardCalledColumns, BUSINESS_STAGE_OPTIONS);
    expect(groups.map((g) => [g.value, g.label, g.columns.map((c) => c.label)])).toEqual([
      [1, '默认商机组', ['验证客户', '需求分析', '方案/报价']],
      [2, '大客户商机组', ['初步接洽', '商务谈判']],
    ]);
    const plain = columnGroupsOf({ call: 'a/b', from: 'list', value: 'classId', label: 'name' }, { list: [{ classId: 1, name: '要做' }, { name: '坏的' }, { classId: 2 }] });
    expect(plain).toEqual([{ value: null, label: '', columns: [{ value: 1, label: '要做' }, { value: 2, label: '2' }] }]);
    expect(columnGroupsOf({ call: 'a/b', value: 'v', label: 'l' }, null)[0]!.columns).toEqual([]);
  });

  it('the derived page carries the views and the board, the move\'s right as a dotted path under the module\'s prefix', () => {
    expect(TASK_BOARD_PAGE.views).toEqual(['table', 'board']);
    expect(TASK_BOARD_PAGE.board!.move!.auth).toBe('project.task.update');
    expect(TASK_BOARD_PAGE.board!.groupBy).toBe('status');
  });
});
