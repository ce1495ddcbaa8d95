// The app's form theme for the engine's SchemaForm (widgets/form/formTheme.ts: the widget registry
// and our templates), added to the engine environment by the screens that draw forms: the CRM
// create view (CrmCreateHost) and the field designer's preview. Not in main.tsx's environment
// because the registry is the largest chunk of the app (about 110 kB gzip): mounted here, it
// loads with those screens, as it did when SchemaForm imported it, not with the first page.
import type { ReactNode } from 'react';
import { EngineEnvironmentProvider } from '../../engine/react/environment/index.ts';
import { lingxiFormTheme } from '../../widgets/form/formTheme.ts';

const value = { formTheme: lingxiFormTheme };

export function AppFormTheme({ children }: { children: ReactNode }) {
  return <EngineEnvironmentProvider value={value}>{children}</EngineEnvironmentProvider>;
}
