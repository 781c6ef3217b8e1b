import type { Preview } from '@storybook/react-vite';
// Storybook sits outside the workspace packages, so it reaches the theme by path rather than by package name.
import { BusdeskProviders, createBusdeskTheme } from '../shared-kit/src/theme/index';

const theme = createBusdeskTheme();

const preview: Preview = {
  decorators: [
    (Story) => (
      <BusdeskProviders theme={theme}>
        <Story />
      </BusdeskProviders>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The a11y panel shows axe's findings on every story; 'error' makes them fail any story test run.
    a11y: { test: 'error' },
  },
};

export default preview;
