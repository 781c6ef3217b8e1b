import { CacheProvider } from '@emotion/react';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useState, type ReactNode } from 'react';
import { BUSDESK_FONT_FAMILY, createBusdeskTheme } from '../theme/create-busdesk-theme';
import { createShadowCache } from '../theme/create-shadow-cache';

export interface ShadowWidgetRootProps {
  /** Given by r2wc: the element's shadow root, where the widget renders. */
  container?: HTMLElement;
  /** The emotion cache's key: the element's tag name, so two widgets on one page never share styles. */
  cacheKey: string;
  /** The `:host` rules (a custom element is inline by default; the widgets are blocks). */
  hostStyle: string;
  children: ReactNode;
}

/**
 * A standalone widget inside its custom element's shadow root. MUI's styles must be written into that root (styles in
 * document.head do not reach inside) and popups must mount there too, so each element gets its own emotion cache and a
 * theme whose container is a div of the root. Not BusdeskProviders: the widgets show no snackbars, and notistack would
 * add ~12 kB gzip to each bundle.
 */
export function ShadowWidgetRoot({ container, cacheKey, hostStyle, children }: ShadowWidgetRootProps) {
  const [popupContainer, setPopupContainer] = useState<HTMLDivElement | null>(null);
  const root = container as unknown as Node | undefined;
  const cache = useMemo(() => (root instanceof ShadowRoot ? createShadowCache(root, cacheKey) : undefined), [root, cacheKey]);
  const theme = useMemo(() => (popupContainer ? createBusdeskTheme({ container: popupContainer, pxFontSizes: true }) : undefined), [popupContainer]);
  const content = theme && (
    <ThemeProvider theme={theme}>
      <ScopedCssBaseline>{children}</ScopedCssBaseline>
    </ThemeProvider>
  );
  return (
    <>
      {cache && <style>{hostStyle}</style>}
      {cache && content ? <CacheProvider value={cache}>{content}</CacheProvider> : content}
      {/* Popups mount here, outside ScopedCssBaseline: without its own font they took the partner page's (inherited
          through the host), e.g. the seat map legend's swatch letters in the page's serif. */}
      <div ref={setPopupContainer} style={{ fontFamily: BUSDESK_FONT_FAMILY }} />
    </>
  );
}
