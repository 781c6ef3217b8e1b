import { createBusdeskTheme, createShadowCache } from '@busdesk/shared-kit';
import { CacheProvider } from '@emotion/react';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import r2wc from '@r2wc/react-to-web-component';
import { useMemo, useState } from 'react';
import { QuickSearchWidget, type QuickSearchWidgetProps } from './quick-search-widget';

export const QUICK_SEARCH_ELEMENT = 'busdesk-quick-search';

const HOST_STYLE = ':host { display: block; }';

type ElementProps = QuickSearchWidgetProps & {
  /** Given by r2wc: the element's shadow root, where the widget renders. */
  container?: HTMLElement;
};

/**
 * The widget inside its shadow root, as `<busdesk-seat-map>` does it: MUI's styles are written into that root and
 * popups mount there too, so each element gets its own emotion cache and theme container.
 */
function QuickSearchElementRoot({ container, ...props }: ElementProps) {
  const [popupContainer, setPopupContainer] = useState<HTMLDivElement | null>(null);
  const root = container as unknown as Node | undefined;
  const cache = useMemo(() => (root instanceof ShadowRoot ? createShadowCache(root, 'busdesk-quick-search') : undefined), [root]);
  const theme = useMemo(() => (popupContainer ? createBusdeskTheme({ container: popupContainer }) : undefined), [popupContainer]);
  const content = theme && (
    <ThemeProvider theme={theme}>
      <ScopedCssBaseline>
        <QuickSearchWidget {...props} />
      </ScopedCssBaseline>
    </ThemeProvider>
  );
  return (
    <>
      {cache && <style>{HOST_STYLE}</style>}
      {cache && content ? <CacheProvider value={cache}>{content}</CacheProvider> : content}
      <div ref={setPopupContainer} />
    </>
  );
}

/** `<busdesk-quick-search api-base="https://host/api" token="…">`, rendered in an open shadow root. */
export const QuickSearchElement: CustomElementConstructor = r2wc(QuickSearchElementRoot, {
  shadow: 'open',
  props: { apiBase: 'string', token: 'string' },
});

/** Defines the custom element once (a page may load the bundle twice). */
export function defineQuickSearchElement(): void {
  if (!customElements.get(QUICK_SEARCH_ELEMENT)) customElements.define(QUICK_SEARCH_ELEMENT, QuickSearchElement);
}
