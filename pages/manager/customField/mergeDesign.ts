// When another admin saved the module's fields while this admin was designing, field/save refuses
// the stale list (it would delete their new fields and the values typed into them). Instead of
// making the admin start over, the designer merges, field by field, three versions: what it
// loaded (base), the admin's working copy (mine) and what is stored now (theirs):
// - a field only the admin changed, added or deleted keeps the admin's version;
// - a field only the other admin changed, added or deleted takes theirs (a new one is placed
//   after the field it follows in their list);
// - a field both changed keeps the admin's version, and is named so they can look again;
// - a field the other admin deleted is gone, even if this admin had edited it (it cannot be
//   edited back into existence), and is named.
import type { DesignField } from './designField.ts';

export interface DesignMergeOutcome {
  /** Names of fields the other admin added. */
  added: string[];
  /** Names of fields the other admin changed that this admin did not: now theirs. */
  changed: string[];
  /** Names of fields the other admin deleted. */
  deleted: string[];
  /** Names of fields both changed: this admin's version was kept. */
  both: string[];
}

/** A field's content, without its client id, for comparing versions of it. */
function content(field: DesignField): string {
  const { uid: _uid, ...rest } = field;
  return JSON.stringify(rest);
}

export function mergeDesign(base: readonly DesignField[], mine: readonly DesignField[], theirs: readonly DesignField[]): { fields: DesignField[]; outcome: DesignMergeOutcome } {
  const outcome: DesignMergeOutcome = { added: [], changed: [], deleted: [], both: [] };
  const byId = (fields: readonly DesignField[]) => new Map(fields.flatMap((field) => (field.fieldId === undefined ? [] : [[field.fieldId, field] as const])));
  const baseById = byId(base);
  const theirsById = byId(theirs);
  const mineById = byId(mine);

  const fields: DesignField[] = [];
  for (const field of mine) {
    if (field.fieldId === undefined) {
      fields.push(field);
      continue;
    }
    const stored = theirsById.get(field.fieldId);
    if (!stored) {
      outcome.deleted.push(field.name);
      continue;
    }
    const loaded = baseById.get(field.fieldId);
    const mineChanged = !loaded || content(field) !== content(loaded);
    const theirsChanged = !loaded || content(stored) !== content(loaded);
    if (!mineChanged) fields.push(stored);
    else fields.push(field);
    if (theirsChanged) (mineChanged ? outcome.both : outcome.changed).push(stored.name);
  }

  // Their new fields (neither loaded nor in the working copy), after the field they follow.
  theirs.forEach((field, index) => {
    if (field.fieldId === undefined || mineById.has(field.fieldId) || baseById.has(field.fieldId)) return;
    const previous = theirs.slice(0, index).reverse().find((candidate) => fields.some((kept) => kept.uid === candidate.uid));
    const at = previous ? fields.findIndex((kept) => kept.uid === previous.uid) + 1 : 0;
    fields.splice(at, 0, field);
    outcome.added.push(field.name);
  });
  return { fields, outcome };
}
