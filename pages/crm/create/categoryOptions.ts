// The categories a module's 新建 offers (its descriptor's `category.options`): the options call's
// rows, each one's id under `value`, its name under `label` and, where the descriptor names one,
// its system kind under `kind` (an office approval's type: 出差 and 差旅报销 sum their lines). Rows
// without a usable id are left out: choosing one could only end in the server's `…类型不存在`.
import type { ModuleCategory } from '../../../engine/modules/index.ts';

export interface CategoryOption { value: number; label: string; kind?: number }

export function categoryOptions(rows: unknown, category: ModuleCategory): CategoryOption[] {
  if (!Array.isArray(rows)) return [];
  const kindKey = category.options.kind;
  return rows.flatMap((row: Record<string, unknown> | null) => {
    const value = Number(row?.[category.options.value]);
    if (!row || !Number.isInteger(value)) return [];
    const kind = kindKey === undefined ? Number.NaN : Number(row[kindKey]);
    return [{ value, label: String(row[category.options.label] ?? value), ...(Number.isInteger(kind) ? { kind } : {}) }];
  });
}
