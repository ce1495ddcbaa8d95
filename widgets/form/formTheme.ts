// The form theme the app hands to the engine's SchemaForm (engine/react/environment): the formType
// widgets and object fields of the registry and our rjsf templates. The engine never imports
// widgets/registry.ts itself; theme.ts builds rjsf's themed Form from the same three.
import type { FormTheme } from '../../engine/react/environment/index.ts';
import { formTypeFields, formTypeWidgets } from '../registry.ts';
import { lingxiTemplates } from './templates.ts';

export const lingxiFormTheme: FormTheme = {
  templates: lingxiTemplates,
  widgets: formTypeWidgets,
  // Object-valued formTypes (product, map_address, file) are rjsf fields: the engine names them in 'ui:field'.
  fields: formTypeFields,
};
