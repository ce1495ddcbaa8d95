// The board benchmark page: the same 5,000 project tasks drawn two ways, each mounted the way the
// list screen mounts it:
//   board  engine/react/list/board BoardView (3 status columns, virtualised, dnd-kit)
//   table  engine/react/list ListTable (the table view of the same rows, virtualised)
// run.ts drives it through `window.__boardBench`: first render (mount → commit, → paint), and a
// keyboard drag's drop (Space → the commit that puts the card in its new place), against the
// table's commit of the same change (one task's status). Commits are timed by the DevTools hook in
// index.html (production build).
import { useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { BoardView } from '../../../engine/react/list/board/BoardView.tsx';
import { ListTable } from '../../../engine/react/list/ListTable.tsx';
import type { BoardApi } from '../../../engine/react/list/listEnvironment.ts';
import type { ListColumn } from '../../../engine/react/list/useListData.ts';
import { TASK_BOARD_PAGE, TASK_HEADS, taskRows } from '../../../pages/crm/list/boardStoryData.ts';
import { system } from '../../../widgets/theme.ts';
import { loadAppCatalogue } from '../../../i18n/index.ts';

export type ViewKind = 'board' | 'table';

export const CARDS = 5000;
await loadAppCatalogue();

const board = TASK_BOARD_PAGE.board!;
const rows = taskRows(CARDS);
const columns: ListColumn[] = TASK_HEADS.map((head) => ({ field: head.fieldName, name: head.name, width: Number(head.width ?? 100) }));
const moves: Array<Record<string, unknown>> = [];
// The server answers at once: what is timed is the screen's work.
const api: BoardApi = { queryColumns: async () => [], move: async (_call, params) => { moves.push(params); } };
const noop = () => undefined;
const none = new Set<string>();

const commits: number[] = (window as unknown as { __boardBenchCommits: number[] }).__boardBenchCommits;

let setSlot: (element: ReactElement | null) => void = () => undefined;
function Slot() {
  const [element, setElement] = useState<ReactElement | null>(null);
  setSlot = setElement;
  return element;
}
const root = createRoot(document.getElementById('root')!);
flushSync(() => root.render(<ChakraProvider value={system}><Slot /></ChakraProvider>));

let mountCount = 0;
function viewElement(kind: ViewKind, data = rows): ReactElement {
  mountCount += 1;
  return (
    <div key={kind === 'board' ? mountCount : 'table'} style={{ padding: 16 }}>
      {kind === 'board' ? (
        <BoardView title="我的任务" board={board} idKey="taskId" api={api} rows={data} movable onOpen={noop} height="600px" />
      ) : (
        <ListTable label="我的任务" columns={columns} rows={data} idKey="taskId" nameColumn="name" selectable selected={none} onSelect={noop}
          sortField={null} order={null} onSort={noop} onResize={noop} onOpen={noop} height="600px" />
      )}
    </div>
  );
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const frames = async (count: number) => {
  for (let i = 0; i < count; i += 1) await nextPaint();
};
const firstCommitAfter = (start: number) => commits.find((time) => time >= start);

async function unmount(): Promise<void> {
  flushSync(() => setSlot(null));
  await frames(3);
}

/** Mount → commit and → first paint, in ms; the view stays mounted. */
async function mount(kind: ViewKind): Promise<{ commit: number; paint: number; nodes: number }> {
  await unmount();
  commits.length = 0;
  const start = performance.now();
  flushSync(() => setSlot(viewElement(kind)));
  const commit = (commits.at(-1) ?? performance.now()) - start;
  await nextPaint();
  return { commit, paint: performance.now() - start, nodes: document.getElementById('root')!.getElementsByTagName('*').length };
}

function key(target: EventTarget, code: string): void {
  const keyName = code === 'Space' ? ' ' : code;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, code, bubbles: true, cancelable: true }));
}

function columnOf(id: string): string | undefined {
  return document.querySelector(`[data-card-id="${id}"]`)?.closest<HTMLElement>('[data-column]')?.dataset.column;
}

/**
 * Keyboard drags on the mounted board: pick the first card of a column up (Space), move it
 * (an arrow), drop it (Space); the time runs from the drop's keydown to the end of the commit
 * that follows, and to the next paint. Across columns the direction alternates so the columns stay
 * about the same size; `within` moves a card one place down its column.
 */
async function drags(count: number, within: boolean): Promise<{ commit: number[]; paint: number[]; wrong: number; calls: number }> {
  const commit: number[] = [];
  const paint: number[] = [];
  let wrong = 0;
  const before = moves.length;
  for (let i = 0; i < count; i += 1) {
    const from = within ? '1' : i % 2 === 0 ? '1' : '2';
    const card = document.querySelector<HTMLElement>(`[data-column="${from}"] [data-card-id]`)!;
    const id = card.dataset.cardId!;
    card.focus();
    key(card, 'Space');
    await frames(2);
    key(card, within ? 'ArrowDown' : from === '1' ? 'ArrowRight' : 'ArrowLeft');
    await frames(2);
    const start = performance.now();
    key(document.activeElement ?? card, 'Space');
    await nextPaint();
    const done = firstCommitAfter(start);
    commit.push(done === undefined ? Number.NaN : done - start);
    paint.push(performance.now() - start);
    const expected = within ? from : from === '1' ? '2' : '1';
    if (columnOf(id) !== expected) wrong += 1;
    await frames(2);
  }
  return { commit, paint, wrong, calls: moves.length - before };
}

/** The table's commit for the same change: one task's status, a new rows array. */
async function tableChanges(count: number): Promise<number[]> {
  const times: number[] = [];
  let data = rows;
  for (let i = 0; i < count; i += 1) {
    data = data.map((row, index) => (index === i ? { ...row, status: row.status === 1 ? 2 : 1 } : row));
    const element = viewElement('table', data);
    commits.length = 0;
    const start = performance.now();
    flushSync(() => setSlot(element));
    times.push((commits.at(-1) ?? performance.now()) - start);
    await frames(2);
  }
  return times;
}

declare global {
  interface Window {
    __boardBench: {
      cards: number;
      mount: typeof mount;
      unmount: typeof unmount;
      drags: typeof drags;
      tableChanges: typeof tableChanges;
    };
  }
}

window.__boardBench = { cards: CARDS, mount, unmount, drags, tableChanges };
