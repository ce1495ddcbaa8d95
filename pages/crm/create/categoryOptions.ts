// The categories a module's 新建 offers (its descriptor's `category.options`): the options call's
// rows, each one's id under `value` and its name under `label`. Rows without a usable id are left
// out: choosing one could only end in the server's `…类型不存在`.
import type { ModuleCategory } from '../../../engine/modules/index.ts';

export interface CategoryOption { value: number; label: string }

export function categoryOptions(rows: unknown, category: ModuleCategory): CategoryOption[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: Record<string, unknown> | null) => {
    const value = Number(row?.[category.options.value]);
    return row && Number.isInteger(value) ? [{ value, label: String(row[category.options.label] ?? value) }] : [];
  });
}
