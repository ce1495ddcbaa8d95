/**
 * field/queryFieldConfig and field/fieldConfig (contract 5.6): which list columns a user sees, in
 * which order. The rows are the user's admin_field_sort rows that field/queryListHead creates and
 * keeps in step with the fields (fields/listHead.ts); we call it first so they exist and are current.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { LABEL } from '../../fields/fieldLabels.ts';
import { readLabel } from '../../fields/fieldLabels.ts';
import { queryListHead } from '../../fields/listHead.ts';
import { endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalIds } from '../../http/idList.ts';

const CONFIG_LABELS = [1, 2, 3, 4, 5, 6, 7, LABEL.pool];

async function sortRows(db: Kysely<Database>, userId: number, label: number) {
  await queryListHead(db, userId, label);
  return db.selectFrom('admin_field_sort').select(['id', 'name', 'is_hide', 'field_name'])
    .where('user_id', '=', userId).where('label', '=', label).orderBy('sort').orderBy('id').execute();
}

export const columnConfigEndpoints = [
  endpoint('field/queryFieldConfig', async ({ db, params, userId }) => {
    const rows = await sortRows(db, userId, readLabel(params, CONFIG_LABELS));
    return {
      value: rows.filter((r) => r.is_hide === 0).map((r) => ({ id: r.id, name: r.name })),
      hideValue: rows.filter((r) => r.is_hide === 1).map((r) => ({ id: r.id, name: r.name })),
    };
  }),

  endpoint('field/fieldConfig', async ({ db, params, userId }) => {
    const label = readLabel(params, CONFIG_LABELS);
    // a module's columns: at most one per field, far below the bound (each must exist, below)
    const noHideIds = optionalIds(params, 'noHideIds', '显示列');
    const shown = new Set(noHideIds);
    const hidden = new Set(optionalIds(params, 'hideIds', '隐藏列').filter((id) => !shown.has(id)));
    if (noHideIds.length < 2) throw new BusinessError('至少显示2列');
    const rows = await sortRows(db, userId, label);
    const known = new Set(rows.map((r) => r.id));
    if ([...noHideIds, ...hidden].some((id) => !known.has(id))) throw new BusinessError('列不存在');
    await db.transaction().execute(async (trx) => {
      for (const [index, id] of noHideIds.entries()) {
        await trx.updateTable('admin_field_sort').set({ sort: index, is_hide: 0 }).where('id', '=', id).execute();
      }
      // columns named in neither list keep their visibility and go after the shown ones
      let sort = noHideIds.length;
      for (const row of rows) {
        if (shown.has(row.id)) continue;
        const hide = hidden.has(row.id) ? 1 : row.is_hide;
        await trx.updateTable('admin_field_sort').set({ sort: sort++, is_hide: hide }).where('id', '=', row.id).execute();
      }
    });
  }),
];
