import { createBusdeskTheme, createShadowCache } from '@busdesk/shared-kit';
import { CacheProvider } from '@emotion/react';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import r2wc from '@r2wc/react-to-web-component';
import { useMemo, useState } from 'react';
import { SoftphoneWidget, type SoftphoneWidgetProps } from './softphone-widget';

export const SOFTPHONE_ELEMENT = 'busdesk-softphone';

const HOST_STYLE = ':host { display: block; max-width: 420px; }';

type ElementProps = SoftphoneWidgetProps & {
  /** Given by r2wc: the element's shadow root, where the widget renders. */
  container?: HTMLElement;
};

/**
 * The widget inside its shadow root, as `<busdesk-seat-map>` does it: MUI's styles written into that root and popups
 * (the line list, the date pickers) mounted there, each element with its own emotion cache and theme container.
 */
function SoftphoneElementRoot({ container, ...props }: ElementProps) {
  const [popupContainer, setPopupContainer] = useState<HTMLDivElement | null>(null);
  const root = container as unknown as Node | undefined;
  const cache = useMemo(() => (root instanceof ShadowRoot ? createShadowCache(root, SOFTPHONE_ELEMENT) : undefined), [root]);
  const theme = useMemo(() => (popupContainer ? createBusdeskTheme({ container: popupContainer }) : undefined), [popupContainer]);
  const content = theme && (
    <ThemeProvider theme={theme}>
      <ScopedCssBaseline>
        <SoftphoneWidget {...props} />
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

/** `<busdesk-softphone api-base="https://host/api" token="…" line="101">`, rendered in an open shadow root. */
export const SoftphoneElement: CustomElementConstructor = r2wc(SoftphoneElementRoot, {
  shadow: 'open',
  props: { apiBase: 'string', token: 'string', line: 'string' },
});

/** Defines the custom element once (a page may load the bundle twice). */
export function defineSoftphoneElement(): void {
  if (!customElements.get(SOFTPHONE_ELEMENT)) customElements.define(SOFTPHONE_ELEMENT, SoftphoneElement);
}
