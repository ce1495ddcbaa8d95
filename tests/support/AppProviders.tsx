// What the app puts around every screen, for unit tests that render one: the Chakra system and the
// engine environment (pages/shell/engineEnvironment.tsx: the real toaster, session store, drafts,
// create view and approver picker; AppFormTheme: the real widget registry). The stories get the
// same from .storybook/preview.tsx.
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../widgets/theme.ts';
import { AppEngineEnvironment } from '../../pages/shell/engineEnvironment.tsx';
import { AppFormTheme } from '../../pages/shell/AppFormTheme.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AppEngineEnvironment>
        <AppFormTheme>{children}</AppFormTheme>
      </AppEngineEnvironment>
    </ChakraProvider>
  );
}
