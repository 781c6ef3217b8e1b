import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

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
  viteFinal: (viteConfig) => {
    const rollupOptions = viteConfig.build?.rollupOptions ?? {};
    const previous = rollupOptions.onwarn;
    return {
      ...viteConfig,
      // There is no root vite.config: without the React plugin, JSX would compile to the classic runtime.
      plugins: [...(viteConfig.plugins ?? []), react()],
      build: {
        ...viteConfig.build,
        // The preview bundles MUI, the DataGrid and axe; big chunks are expected in a static Storybook.
        chunkSizeWarningLimit: 2048,
        rollupOptions: {
          ...rollupOptions,
          // MUI marks its modules "use client"; the directive means nothing here and floods `npm test` logs.
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (previous) previous(warning, warn);
            else warn(warning);
          },
        },
      },
    };
  },
};

export default config;
