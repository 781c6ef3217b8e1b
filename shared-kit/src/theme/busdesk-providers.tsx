import { useMemo, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createBusdeskTheme } from './create-busdesk-theme';
import { SnackbarHost } from './snackbar-host';

export interface BusdeskProvidersProps {
  children: ReactNode;
  /** Defaults to `createBusdeskTheme({ container })`. */
  theme?: Theme;
  /**
   * true (default): global CssBaseline — for a portal application. 'scoped': only below this tree — for a
   * widget in a Shadow DOM or on a partner page, where global html/body rules must not leak. false: none.
   */
  cssBaseline?: boolean | 'scoped';
  /** Emotion cache, e.g. `createShadowCache(shadowRoot)` for a widget in a Shadow DOM. */
  cache?: EmotionCache;
  /** Where popups and snackbars mount (an element inside the widget's shadow root). */
  container?: HTMLElement;
}

/**
 * Everything a Busdesk React root needs around it: theme (Vietnamese MUI texts), baseline CSS and snackbars
 * (shown with notify(); notistack loads after the first paint or with the first message, whichever is first).
 * Mount exactly one per React root — each micro-frontend and widget is its own root — and none inside another,
 * so each notify() shows once. No date-pickers provider: every root (the login page included) would load
 * @mui/x-date-pickers for it; the pickers bring their own (DateRangeFilter, DatePickersProvider).
 */
export function BusdeskProviders({
  children,
  theme,
  cssBaseline = true,
  cache,
  container,
}: BusdeskProvidersProps) {
  const resolvedTheme = useMemo(() => theme ?? createBusdeskTheme({ container }), [theme, container]);
  const content = (
    <>
      {cssBaseline === 'scoped' ? <ScopedCssBaseline>{children}</ScopedCssBaseline> : children}
      <SnackbarHost container={container} />
    </>
  );
  const tree = (
    <ThemeProvider theme={resolvedTheme}>
      {cssBaseline === true && <CssBaseline />}
      {content}
    </ThemeProvider>
  );
  return cache ? <CacheProvider value={cache}>{tree}</CacheProvider> : tree;
}
