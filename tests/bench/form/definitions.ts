// The benchmark's 200-field definition list: every formType that has a widget or an object field
// in the registry, the cheap scalar ones filling most of the form (as a real CRM form with many
// custom fields does), each composite one (product grid, map, detail editors, loaded selects) once.
import type { FieldDefinition, FormType } from '../../../engine/fields/index.ts';

export const FIELD_COUNT = 200;

/** The formTypes users type characters into: the keystroke targets. */
export const TYPED_FORM_TYPES: readonly FormType[] = ['text', 'textarea', 'number', 'floatnumber', 'mobile', 'email'];

const SCALAR_CYCLE: readonly FormType[] = ['text', 'mobile', 'email', 'number', 'floatnumber', 'textarea', 'select', 'checkbox', 'date', 'datetime', 'text', 'text'];

const SYSTEM_COLUMN: Partial<Record<FormType, string>> = {
  business_type: 'type_id',
  business_status: 'status_id',
  product: 'product',
  map_address: 'map_address',
  receivables_plan: 'plan_id',
  category: 'category_id',
  examine_cause: 'cause',
  business_cause: 'trip',
};

function definition(formType: FormType, index: number): FieldDefinition {
  const column = SYSTEM_COLUMN[formType];
  const base: FieldDefinition = {
    fieldId: 1000 + index,
    fieldName: column ?? `字段${index}`,
    name: `${formType}字段${index}`,
    formType,
    fieldType: column ? 1 : 0,
    isNull: index % 7 === 0 ? 1 : 0,
    isUnique: 0,
    value: '',
    sorting: index,
  };
  if (formType === 'select' || formType === 'checkbox') base.setting = ['选项一', '选项二', '选项三', '选项四'];
  if (formType === 'product') base.value = { product: [], totalPrice: '', discountRate: '' };
  return base;
}

/** `ready` = the formTypes the registry can draw (widgets and object fields). */
export function benchDefinitions(ready: ReadonlySet<string>): FieldDefinition[] {
  const composites = [...ready].filter((formType) => !SCALAR_CYCLE.includes(formType as FormType)) as FormType[];
  const scalars = SCALAR_CYCLE.filter((formType) => ready.has(formType));
  const list: FieldDefinition[] = [];
  // Composites spread through the form, scalars around them.
  const every = Math.floor(FIELD_COUNT / (composites.length + 1));
  let composite = 0;
  for (let index = 0; index < FIELD_COUNT; index += 1) {
    const formType = index > 0 && index % every === 0 && composite < composites.length ? composites[composite++]! : scalars[index % scalars.length]!;
    list.push(definition(formType, index));
  }
  return list;
}
