// The rjsf theme of Lingxi forms: our templates plus the formType widgets. Use it with
// `withTheme(lingxiTheme)` from @rjsf/core, or take `LingxiForm`, which is exactly that.
//
// Create the themed Form once at module scope (as here): withTheme returns a new component type,
// and building it during render would remount the whole form on every render.
import { withTheme, type ThemeProps } from '@rjsf/core';
import { lingxiFormTheme } from './formTheme.ts';

// The same widgets, fields and templates that the engine's SchemaForm receives.
export const lingxiTheme: ThemeProps = lingxiFormTheme;

export const LingxiForm = withTheme(lingxiTheme);
