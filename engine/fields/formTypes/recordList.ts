// People, departments and CRM records picked in a dialog: the form holds the picked records (the
// widgets show their names), the wire their ids. What differs per type is the id key, whether many
// may be picked, and the department's second spelling of its id.

import type { PickedRecord, RecordId } from '../definition.ts';
import { isPlainObject, splitList, toId, toText } from '../valueText.ts';
import type { FormTypeModule } from './types.ts';
import { isEmptyList, scalarWire } from './valueParts.ts';

export interface RecordListShape {
  /** The key identifying a picked record: userId, id, customerId... */
  idKey: string;
  /** Another key the same id arrives under (edit mode sends departments as {deptId, name}). */
  idAlias?: string;
  /** People and departments may be many (ids comma-joined); a relation field links one record. */
  many: boolean;
}

export function recordListValue(shape: RecordListShape): Pick<FormTypeModule, 'valueSchema' | 'normalize' | 'isEmpty' | 'wire' | 'recordIdKey'> {
  const { idKey, idAlias, many } = shape;

  const fromId = (id: unknown): PickedRecord | null => {
    const value = toId(id);
    return value === null ? null : { [idKey]: value };
  };
  const fromItem = (item: unknown): PickedRecord | null => {
    if (!isPlainObject(item)) return fromId(item);
    const copy: PickedRecord = { ...item };
    // The picker speaks idKey; copy the id over when it came under the alias.
    if (idAlias !== undefined && copy[idKey] === undefined && copy[idAlias] !== undefined) copy[idKey] = copy[idAlias];
    return copy;
  };
  const normalize = (raw: unknown): PickedRecord[] => {
    let items: unknown[];
    if (Array.isArray(raw)) items = raw;
    else if (isPlainObject(raw)) items = [raw];
    else items = splitList(toText(raw));
    return items.map(fromItem).filter((item): item is PickedRecord => item !== null);
  };

  const pickedIds = (value: unknown): RecordId[] => {
    if (!Array.isArray(value)) return [];
    return value
      .map((record: PickedRecord) => {
        const id = record?.[idKey] ?? (idAlias !== undefined ? record?.[idAlias] : undefined);
        return typeof id === 'number' || typeof id === 'string' ? id : null;
      })
      .filter((id): id is RecordId => id !== null && id !== '');
  };
  const encode = (value: unknown): RecordId => {
    const ids = pickedIds(value);
    return many ? ids.join(',') : (ids[0] ?? '');
  };

  return {
    valueSchema: () => ({ type: ['array', 'null'], items: { type: 'object' } }),
    normalize,
    isEmpty: isEmptyList,
    wire: scalarWire(encode, normalize),
    recordIdKey: idKey,
  };
}
