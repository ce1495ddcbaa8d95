// engine/react/list: the list screen rendered from a page file (schemas/pages/crm/*.json).
export { ListScreen, canSeeList, type ListScreenProps } from './ListScreen.tsx';
export { ListTable, type ListTableProps } from './ListTable.tsx';
export type { BoardApi, ContextViewProps, CreateViewProps, DetailViewProps, ListEnvironment } from './listEnvironment.ts';
export { BoardView, CalendarView } from './lazyViews.ts';
export type { CalendarViewProps } from './calendar/CalendarView.tsx';
