// Every story renders inside the product's Chakra system, with the i18n instance initialised
// (zh-CN, language key `cn`, is the default), so a story looks and reads like the product.
import type { Preview } from '@storybook/react-vite';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../widgets/theme.ts';
import '../i18n/index.ts';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ChakraProvider value={system}>
        <Story />
      </ChakraProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
  },
};

export default preview;
