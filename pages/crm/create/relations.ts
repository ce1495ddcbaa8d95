// The 关联业务 section's value (forms.md 2.1, 3.5): per CRM type the records picked, read from an
// edited record's lists (the descriptor's `form.relations.types[].from`: customerList...) and sent
// as comma-joined ids under the descriptor's key (`oaExamineRelation: {customerIds: '3,7', ...}`).
// Pure: the section and the save payload share it.
import type { ModuleRelations } from '../../../engine/modules/index.ts';
import type { RelatedCrmType, RelatedRecord } from '../../../widgets/form/dataSources.ts';
import { relatedId } from '../../../widgets/pickers/relatedRecords.ts';

/** The picked records per module key (customer, contacts, business, contract). */
export type RelationsValue = Readonly<Record<string, readonly RelatedRecord[]>>;

/** An edited record's links, from its lists (`customerList`...); none for a new record. */
export function relationsOf(relations: ModuleRelations, record: Readonly<Record<string, unknown>> | null | undefined): RelationsValue {
  const value: Record<string, RelatedRecord[]> = {};
  for (const type of relations.types) {
    const rows = record?.[type.from];
    value[type.module] = Array.isArray(rows) ? rows.filter((row): row is RelatedRecord => !!row && typeof row === 'object') : [];
  }
  return value;
}

/** The save body's part: every type's ids comma-joined ('' when none, so an edit can unlink them all). */
export function relationsPayload(relations: ModuleRelations, value: RelationsValue): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const type of relations.types) {
    const ids = (value[type.module] ?? []).map((record) => relatedId(type.module as RelatedCrmType, record)).filter(Boolean);
    payload[type.idsKey] = [...new Set(ids)].join(',');
  }
  return payload;
}
