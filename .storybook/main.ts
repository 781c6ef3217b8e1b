import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook over every package (stories live beside their components). Storybook requires the default
// export here and in preview.tsx: the one place our named-exports rule yields to a tool's convention.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../shared-kit/src/**/*.stories.@(ts|tsx)',
    '../root-config/src/**/*.stories.@(ts|tsx)',
    '../mf-*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
