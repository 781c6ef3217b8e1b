import { ShadowWidgetRoot } from '@busdesk/shared-kit/widget';
import r2wc from '@r2wc/react-to-web-component';
import { QuickSearchWidget, type QuickSearchWidgetProps } from './quick-search-widget';

export const QUICK_SEARCH_ELEMENT = 'busdesk-quick-search';

const HOST_STYLE = ':host { display: block; }';

type ElementProps = QuickSearchWidgetProps & {
  /** Given by r2wc: the element's shadow root, where the widget renders. */
  container?: HTMLElement;
};

/** The widget in its element's shadow root, with that root's own styles and popup container. */
function QuickSearchElementRoot({ container, ...props }: ElementProps) {
  return (
    <ShadowWidgetRoot container={container} cacheKey={QUICK_SEARCH_ELEMENT} hostStyle={HOST_STYLE}>
      <QuickSearchWidget {...props} />
    </ShadowWidgetRoot>
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
