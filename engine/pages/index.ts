// engine/pages: declarative page JSON (schemas/pages/**) as typed data, filtered by the auth tree,
// plus the list's query and filter rules. Pure TypeScript: no React, no DOM.
export type * from './types.ts';
export { canOpenPage, hasAuthKey, hasBatchActions, tabId, visibleBatchActions, visibleColumns, visibleTabs, visibleToolbar } from './auth.ts';
export {
  buildFilterData, conditionObject, conditionsFor, CONDITION_LABELS, inputFor, needsValue, newRow, optionsOf, rowProblem, rowsFromData,
  type FilterCondition, type FilterConditionObject, type FilterData, type FilterField, type FilterInput, type FilterOption, type FilterRow,
} from './filterConditions.ts';
export {
  buildListQuery, DEFAULT_PAGE_SIZE, defaultScene, exportQuery, extraValue, initialListState, nextSort, pageCount, PAGE_SIZES,
  type ListQuery, type ListState, type SceneLike, type SortOrder,
} from './listQuery.ts';
export { parsePage, PageDefinitionError } from './parsePage.ts';
