/**
 * What the runtime check of a descriptor (descriptorCheck.ts) and the build's precompiled one
 * (scripts/build-server.mjs) share: ajv's options and the message of a failed check.
 */
import type { ErrorObject, Options } from 'ajv';
import options from './descriptorAjvOptions.json' with { type: 'json' };

/** In a JSON file because the build script, plain JavaScript, compiles the schema with them too. */
export const DESCRIPTOR_AJV_OPTIONS: Options = options;

export type DescriptorValidator = ((json: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** As ajv's errorsText: `data/list/columns must be array, data must have required property 'key'`. */
export function descriptorErrorText(errors: ErrorObject[] | null | undefined): string {
  if (!errors?.length) return 'No errors';
  return errors.map((error) => `data${error.instancePath} ${error.message}`).join(', ');
}
