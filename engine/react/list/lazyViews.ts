// The list's heavy views, each in its own chunk: dnd-kit and the board load with the first board,
// the calendar library with the first calendar (日程), never with the table. ListScreen draws them;
// the index exports them for whoever draws one alone (a story), inside a Suspense boundary.
import { lazy } from 'react';

export const BoardView = lazy(() => import('./board/BoardView.tsx'));
export const CalendarView = lazy(() => import('./calendar/CalendarView.tsx'));
