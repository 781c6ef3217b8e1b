import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const theme = createTheme({ palette: { primary: { main: '#1e5aa8' } }, typography: { button: { textTransform: 'none' } } });

/** single-spa lifecycles of one React screen, written by hand: the least a page needs to mount under single-spa. */
export function reactApp(Screen: ComponentType) {
  let root: Root | undefined;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const element = document.getElementById('root') ?? document.body;
      root = createRoot(element);
      root.render(
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Screen />
        </ThemeProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = undefined;
    },
  };
}
