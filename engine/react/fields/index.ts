// engine/react/fields: a module's field definitions as a live, compiled form. useModuleFields loads
// (`field/queryField`), compiles (engine/fields) and re-compiles when an admin changes the module's
// fields (server-adapter/fieldEvents), keeping what the user typed.
export { useModuleFields } from './useModuleFields.ts';
export type { ModuleFields, ModuleFieldsOptions, ReadyModuleFields } from './useModuleFields.ts';
export { rebaseValues } from './rebaseValues.ts';
export type { RebaseOutcome } from './rebaseValues.ts';
export { carryOverValues, loadedValuesToCarryOver, valuesToCarryOver } from './carryOverValues.ts';
export { applyOpeningState } from './openingState.ts';
export { loadModuleFields, readFieldVersion } from './loadModuleFields.ts';
export type { DefinitionsLoader, LoadedModuleFields, RecordVersionReader } from './loadModuleFields.ts';
