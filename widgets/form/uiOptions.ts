// What the engine puts in a field's 'ui:options' (engine/fields/fieldSchema.ts, fieldUiSchema()),
// and how a choice widget reads its option list from there. The engine types its options as a plain
// record; this interface names the keys the widgets may rely on.
import type { FormType } from '../../engine/fields/formTypes.ts';

/** One choice as the server sends it (server-contract 5.4: strings) or as an admin screen may. */
export type SettingOption = string | { name: string; value: string };

export interface LingxiUiOptions {
  formType?: FormType;
  /** Options of select/checkbox, in display order. The engine always sends an array; a comma string
   * (the raw `options` column) is accepted too. */
  setting?: readonly SettingOption[] | string | null;
  fieldId?: number | string;
  /** Entity column (system field) or the Chinese name (custom field). */
  fieldName?: string;
  /** The field's Chinese name (also the schema title). */
  name?: string;
  required?: boolean;
  /** The server checks uniqueness; the engine runs the check, not the widget. */
  isUnique?: number | boolean;
  uniqueCheckOn?: 'blur' | 'change';
  /** textarea: 200. */
  maxLength?: number;
  /** Layout hint: the field takes a whole row (product grid, map, detail editors). */
  fullRow?: boolean;
}

export interface ChoiceOption {
  label: string;
  value: string;
  /** A colour the choice carries (a task label's), shown as a dot before its text. */
  color?: string;
}

const COLOR = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;

function fromSetting(item: unknown): ChoiceOption | null {
  if (typeof item === 'string') return item.trim() === '' ? null : { label: item, value: item };
  if (typeof item === 'number') return { label: String(item), value: String(item) };
  if (typeof item === 'object' && item !== null && 'value' in item) {
    const { name, value, color } = item as { name?: unknown; value?: unknown; color?: unknown };
    const text = String(value ?? '');
    return { label: typeof name === 'string' && name !== '' ? name : text, value: text, ...(typeof color === 'string' && COLOR.test(color) ? { color } : {}) };
  }
  return null;
}

/**
 * The choices of a select or checkbox field: `ui:options.setting` first (what the engine sends),
 * else the schema's enum (rjsf's `enumOptions`), so the widgets also work on a hand-written schema.
 */
export function choiceOptions(options: {
  setting?: unknown;
  enumOptions?: ReadonlyArray<{ label: string; value: unknown }>;
}): ChoiceOption[] {
  const { setting } = options;
  const list = typeof setting === 'string' ? setting.split(',') : Array.isArray(setting) ? setting : null;
  if (list) return list.map(fromSetting).filter((option): option is ChoiceOption => option !== null);
  return (options.enumOptions ?? []).map((option) => ({ label: option.label, value: String(option.value) }));
}
