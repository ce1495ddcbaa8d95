// The one Chakra system of the app and of Storybook, so a story looks like the product.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const lingxi = defineConfig({
  globalCss: {
    'html, body': {
      fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
      fontSize: '14px',
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f1ff' }, 100: { value: '#c6dcff' }, 200: { value: '#9cc2ff' },
          300: { value: '#6fa6ff' }, 400: { value: '#4a8dff' }, 500: { value: '#3e84e9' },
          600: { value: '#2f6ccc' }, 700: { value: '#2456a6' }, 800: { value: '#1a4080' },
          900: { value: '#112a59' }, 950: { value: '#0a1a38' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' }, contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' }, muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' }, emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, lingxi);
