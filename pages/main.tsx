// Entry point (index.html loads /pages/main.tsx): the Chakra system, i18n, the toaster, the
// request client's presenter, the engine's environment (the app's services for engine/react), and
// the guarded router. Everything behind a route loads lazily.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../widgets/theme.ts';
import { Toaster } from './shell/toaster.tsx';
import { registerRequestPresenter } from './shell/requestPresenter.ts';
import { ForcedLogoutHost } from './shell/ForcedLogoutHost.tsx';
import { AppRoutes } from './shell/AppRoutes.tsx';
import { AppEngineEnvironment } from './shell/engineEnvironment.tsx';
import { AppLiveSession } from './shell/AppLiveSession.tsx';
// Importing i18n initialises it in Chinese; an English user's catalogue loads before the first render.
import { currentLanguage, loadChosenLanguage } from '../i18n/index.ts';

registerRequestPresenter();
document.documentElement.lang = currentLanguage() === 'en' ? 'en' : 'zh-CN';

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <AppEngineEnvironment>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <ForcedLogoutHost />
          <AppLiveSession />
          <Toaster />
        </AppEngineEnvironment>
      </ChakraProvider>
    </StrictMode>,
  );
}

// Chinese if English cannot be fetched: the page must come up either way.
loadChosenLanguage().catch(() => undefined).finally(render);
