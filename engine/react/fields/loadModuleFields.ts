// Loads a module's field definitions together with the version they belong to. The version is read
// FIRST: if an admin saves between the two calls, our version is older than the definitions, and
// the change stream's catch-up reloads once more (harmless). The other order could pair new
// definitions' absence with a new version and miss the change for good.
import type { FieldDefinition } from '../../fields/index.ts';
import { queryField, queryFieldVersions } from '../../../server-adapter/fields.ts';

export interface LoadedModuleFields {
  definitions: FieldDefinition[];
  /** Undefined when the versions could not be read: the form then just reloads on the next event. */
  version: number | undefined;
}

export async function loadModuleFields(label: number, id?: number): Promise<LoadedModuleFields> {
  let version: number | undefined;
  try {
    const versions = await queryFieldVersions({ silent: true });
    const value = Number(versions[String(label)]);
    version = Number.isInteger(value) ? value : 0;
  } catch {
    version = undefined;
  }
  const definitions = await queryField(label, id);
  return { definitions, version };
}
