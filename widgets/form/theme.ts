// The rjsf theme of Lingxi forms: our templates plus the formType widgets. Use it with
// `withTheme(lingxiTheme)` from @rjsf/core, or take `LingxiForm`, which is exactly that.
//
// Create the themed Form once at module scope (as here): withTheme returns a new component type,
// and building it during render would remount the whole form on every render.
import { withTheme, type ThemeProps } from '@rjsf/core';
import { formTypeFields, formTypeWidgets } from '../registry.ts';
import { lingxiTemplates } from './templates.ts';

export const lingxiTheme: ThemeProps = {
  templates: lingxiTemplates,
  widgets: formTypeWidgets,
  // Object-valued formTypes (product, map_address) are rjsf fields: the engine names them in 'ui:field'.
  fields: formTypeFields,
};

export const LingxiForm = withTheme(lingxiTheme);
