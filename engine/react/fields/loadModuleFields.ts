// Loads a module's field definitions (with the record's values on edit) together with the versions
// they belong to. Both versions are read FIRST, then the definitions and values:
// - the field version: if an admin saves between the calls, our version is older than the
//   definitions and the change stream's catch-up reloads once more (harmless). The other order could
//   pair new definitions' absence with a new version and miss the change for good;
// - the edited record's version (its updateTime, sent back with the save): if a colleague saves
//   between the calls, our version is older than the values and the edit is refused as a conflict.
//   The other order could pair the colleague's new version with values from before their save, and
//   this edit would then silently undo it.
import type { FieldDefinition } from '../../fields/index.ts';
import { queryField, queryFieldVersions } from '../../../server-adapter/fields.ts';

export interface LoadedModuleFields {
  definitions: FieldDefinition[];
  /** Undefined when the versions could not be read: the form then just reloads on the next event. */
  version: number | undefined;
  /** The edited record's version as `readRecordVersion` answered it (undefined: not checked). */
  recordVersion: string | undefined;
}

/** Reads the edited record's version; undefined when it cannot (the save is then not checked). */
export type RecordVersionReader = () => Promise<string | undefined>;

/** The label's field version (0 before its first save), or undefined when it cannot be read. */
export async function readFieldVersion(label: number): Promise<number | undefined> {
  try {
    const versions = await queryFieldVersions({ silent: true });
    const value = Number(versions[String(label)]);
    return Number.isInteger(value) ? value : 0;
  } catch {
    return undefined;
  }
}

/** Reads a form's definitions another way than `field/queryField {label, id}` (a module's own edit call). */
export type DefinitionsLoader = () => Promise<FieldDefinition[]>;

/**
 * `categoryId`: the create form's category, for a module with categories (an edit's is the record's).
 * `loadDefinitions`: the module's own way to the definitions, used instead of field/queryField.
 */
export async function loadModuleFields(
  label: number, id?: number, readRecordVersion?: RecordVersionReader, categoryId?: number, loadDefinitions?: DefinitionsLoader,
): Promise<LoadedModuleFields> {
  const [version, recordVersion] = await Promise.all([
    readFieldVersion(label),
    id !== undefined && readRecordVersion ? readRecordVersion().catch(() => undefined) : undefined,
  ]);
  const definitions = loadDefinitions ? await loadDefinitions() : await queryField(label, id, undefined, categoryId);
  return { definitions, version, recordVersion };
}
