// Storybook 10 configuration, written by hand (no `storybook init`). ESM only (package.json "type": "module").
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../widgets/**/*.stories.@(ts|tsx)', '../pages/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Closed network: no telemetry, no "what's new" fetches (stack-check G12).
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook auto-composes the published Storybook of every dependency whose package.json has a
  // `storybook.url`. @chakra-ui/react does (storybook.chakra-ui.com): the manager then fetches it at
  // startup and shows "Something went wrong loading this Storybook" offline. Compose nothing.
  refs: () => ({}),
  // TypeScript here is 7 (native, no JS API): react-docgen-typescript crashes, the default
  // react-docgen works (stack-check G5). Keep this explicit so nobody switches it by accident.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
