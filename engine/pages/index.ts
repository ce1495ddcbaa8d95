// engine/pages: a list screen's definition (derived from a module descriptor), filtered by the auth tree,
// plus the list's query and filter rules. Pure TypeScript: no React, no DOM.
export type * from './types.ts';
export { canOpenPage, hasAuthKey, hasRight, hasBatchActions, tabId, visibleBatchActions, visibleColumns, visibleTabs, visibleToolbar } from './auth.ts';
export {
  buildFilterData, conditionObject, conditionsFor, CONDITION_LABELS, inputFor, needsValue, newRow, optionsOf, rowProblem, rowsFromData,
  type FilterCondition, type FilterConditionObject, type FilterData, type FilterField, type FilterInput, type FilterOption, type FilterRow,
} from './filterConditions.ts';
export {
  buildListQuery, controlParams, DEFAULT_PAGE_SIZE, defaultScene, exportQuery, extraValue, initialListState, nextSort, pageCount, PAGE_SIZES,
  type ListQuery, type ListQueryPage, type ListState, type SceneLike, type SortOrder,
} from './listQuery.ts';
export {
  findCard, groupKey, layoutBoard, moveCard, undoMove, UNGROUPED_KEY,
  type BoardColumnDef, type BoardLane, type BoardLayout, type BoardRow, type CardMove,
} from './boardLayout.ts';
export { moveParams } from './boardMove.ts';
export {
  answerColumnsOf, BOARD_ROW_CAP, boardQuery, columnGroupsOf, groupedAnswer, isAnswerColumns, isCalledColumns, type BoardColumnGroup,
} from './boardQuery.ts';
export { calendarItems, parseWireTime, pickedSlotValues, rangeParams, visibleRange, type CalendarItem, type TimeRange } from './calendarRange.ts';
