// The checks the designer runs before field/save, with the server's own texts where it has one
// (designerInput.ts), so an admin sees the same message whichever side catches it. Only fields the
// admin can change are checked: a locked system field is the server's business.
import { checkFieldRules, rulesForField, type RuleFailure } from '../../../engine/fields/index.ts';
import { cleanOptions, canEdit, hasEditableDefault, hasOptions, MAX_NAME_CHARS, type DesignField } from './designField.ts';

export type DesignIssueKind =
  | 'nameEmpty' | 'nameTooLong' | 'nameDuplicate' | 'optionsEmpty' | 'optionComma' | 'optionDuplicate' | 'defaultInvalid';

export interface DesignIssue {
  uid: string;
  /** Which property shows the message: the name input or the options list. */
  property: 'name' | 'options' | 'defaultValue';
  kind: DesignIssueKind;
  /** defaultInvalid: the form's own rule the default breaks (手机格式有误...). */
  failure?: RuleFailure;
}

/** A default the create form would itself refuse: every new record would start invalid. */
function defaultFailure(field: DesignField): RuleFailure | null {
  if (!hasEditableDefault(field.formType) || Array.isArray(field.defaultValue)) return null;
  const rules = rulesForField({ formType: field.formType, isNull: 0 }, 'save');
  return checkFieldRules(rules, field.defaultValue.trim(), { name: field.name.trim(), formType: field.formType });
}

/** Every problem, in display order; the first one is what the save reports. */
export function validateDesign(fields: readonly DesignField[]): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const seen = new Set<string>();
  for (const field of fields) {
    const name = field.name.trim();
    if (canEdit(field)) {
      if (name === '') issues.push({ uid: field.uid, property: 'name', kind: 'nameEmpty' });
      else if (Array.from(name).length > MAX_NAME_CHARS) issues.push({ uid: field.uid, property: 'name', kind: 'nameTooLong' });
    }
    // Names key custom values everywhere (fieldv, list columns), so even a locked twin counts.
    if (name !== '' && seen.has(name)) issues.push({ uid: field.uid, property: 'name', kind: 'nameDuplicate' });
    seen.add(name);
    if (canEdit(field) && hasOptions(field.formType)) {
      const choices = cleanOptions(field.options);
      // Options travel comma-joined: a comma inside one would split it in two.
      if (choices.length === 0) issues.push({ uid: field.uid, property: 'options', kind: 'optionsEmpty' });
      else if (choices.some((choice) => choice.includes(','))) issues.push({ uid: field.uid, property: 'options', kind: 'optionComma' });
      else if (new Set(choices).size !== choices.length) issues.push({ uid: field.uid, property: 'options', kind: 'optionDuplicate' });
    }
    const failure = canEdit(field) ? defaultFailure(field) : null;
    if (failure) issues.push({ uid: field.uid, property: 'defaultValue', kind: 'defaultInvalid', failure });
  }
  return issues;
}
