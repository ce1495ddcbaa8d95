// Every story renders inside the product's Chakra system and a router, with the i18n instance
// initialised (zh-CN, language key `cn`, is the default), and with the engine environment the app
// gives (its services and its form theme: the real widget registry), so a story looks and reads
// like the product.
import type { Preview } from '@storybook/react-vite';
import { ChakraProvider } from '@chakra-ui/react';
import { configure } from 'storybook/test';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../widgets/theme.ts';
import { loadAppCatalogue } from '../i18n/index.ts';
import { AppEngineEnvironment } from '../pages/shell/engineEnvironment.tsx';
import { AppFormTheme } from '../pages/shell/AppFormTheme.tsx';

// The screens' Chinese, which the app fetches before a page (engine/react/lazyPage.ts): a story renders at once.
await loadAppCatalogue();

// findBy* and waitFor wait up to 5 s instead of testing-library's 1 s: in CI the stories run while
// other suites load both cores, and a stubbed page that answers in 50 ms can take over a second
// to render (a product-picker story failed so in two clean-clone runs). A passing wait still
// ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [
    // inside a router, as in the app: a detail's 编辑 opens the create view, whose unsaved-changes guard navigates
    (Story) => (
      <MemoryRouter>
        <ChakraProvider value={system}>
          <AppEngineEnvironment>
            <AppFormTheme>
              <Story />
            </AppFormTheme>
          </AppEngineEnvironment>
        </ChakraProvider>
      </MemoryRouter>
    ),
  ],
  parameters: {
    layout: 'padded',
  },
};

export default preview;
