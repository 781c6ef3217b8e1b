import { createBusdeskTheme, createShadowCache } from '@busdesk/shared-kit';
import { CacheProvider } from '@emotion/react';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import r2wc from '@r2wc/react-to-web-component';
import { useMemo, useState } from 'react';
import { SeatMapWidget, type SeatMapWidgetProps } from './seat-map-widget';

export const SEAT_MAP_ELEMENT = 'busdesk-seat-map';

const HOST_STYLE = ':host { display: block; }';

type ElementProps = SeatMapWidgetProps & {
  /** Given by r2wc: the element's shadow root, where the widget renders. */
  container?: HTMLElement;
};

/**
 * The widget inside its shadow root. MUI's styles must be written into that root (styles in document.head do not
 * reach inside) and popups must mount there too, so each element gets its own emotion cache and theme container.
 * Not BusdeskProviders: the widget shows no snackbars, and notistack would add ~12 kB gzip to the bundle.
 */
function SeatMapElementRoot({ container, ...props }: ElementProps) {
  const [popupContainer, setPopupContainer] = useState<HTMLDivElement | null>(null);
  const root = container as unknown as Node | undefined;
  const cache = useMemo(() => (root instanceof ShadowRoot ? createShadowCache(root, 'busdesk-seat-map') : undefined), [root]);
  const theme = useMemo(() => (popupContainer ? createBusdeskTheme({ container: popupContainer }) : undefined), [popupContainer]);
  const content = theme && (
    <ThemeProvider theme={theme}>
      <ScopedCssBaseline>
        <SeatMapWidget {...props} />
      </ScopedCssBaseline>
    </ThemeProvider>
  );
  return (
    <>
      {/* A custom element is inline by default; the map is a block. */}
      {cache && <style>{HOST_STYLE}</style>}
      {cache && content ? <CacheProvider value={cache}>{content}</CacheProvider> : content}
      <div ref={setPopupContainer} />
    </>
  );
}

/** `<busdesk-seat-map trip-id="…" api-base="https://host/api" token="…">`, rendered in an open shadow root. */
export const SeatMapElement: CustomElementConstructor = r2wc(SeatMapElementRoot, {
  shadow: 'open',
  props: { tripId: 'string', apiBase: 'string', token: 'string' },
});

/** Defines the custom element once (a page may load the bundle twice). */
export function defineSeatMapElement(): void {
  if (!customElements.get(SEAT_MAP_ELEMENT)) customElements.define(SEAT_MAP_ELEMENT, SeatMapElement);
}
