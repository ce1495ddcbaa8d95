/**
 * An import's result as one line, `导入客户：共3条，成功1条，跳过1条，失败1条` (admin_message
 * `content`, what a person reads in the message list), and the counts read back from it: the
 * message row keeps only the rows done and failed in columns, so queryImportInfo answers the saved
 * and skipped counts from this line, which only importRun writes.
 */

export interface ImportCounts { done: number; saved: number; skipped: number; errors: number }

export type ImportEnd = 'finished' | 'stopped' | 'failed';

const ENDINGS: Record<ImportEnd, string> = { finished: '', stopped: '（已停止）', failed: '（导入中断）' };

export function importSummary(title: string, counts: ImportCounts, end: ImportEnd): string {
  return `导入${title}：共${counts.done}条，成功${counts.saved}条，跳过${counts.skipped}条，失败${counts.errors}条${ENDINGS[end]}`;
}

/** The saved and skipped counts of a summary line; null for any other content (`导入中断` of a dead process). */
export function summaryCounts(content: string | null | undefined): { saved: number; skipped: number } | null {
  const match = /：共\d+条，成功(\d+)条，跳过(\d+)条，失败\d+条/.exec(content ?? '');
  return match ? { saved: Number(match[1]), skipped: Number(match[2]) } : null;
}
