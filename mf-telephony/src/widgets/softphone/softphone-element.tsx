import { ShadowWidgetRoot } from '@busdesk/shared-kit/widget';
import r2wc from '@r2wc/react-to-web-component';
import { SoftphoneWidget, type SoftphoneWidgetProps } from './softphone-widget';

export const SOFTPHONE_ELEMENT = 'busdesk-softphone';

const HOST_STYLE = ':host { display: block; max-width: 420px; }';

type ElementProps = SoftphoneWidgetProps & {
  /** Given by r2wc: the element's shadow root, where the widget renders. */
  container?: HTMLElement;
};

/** The widget in its element's shadow root, with that root's own styles and popup container. */
function SoftphoneElementRoot({ container, ...props }: ElementProps) {
  return (
    <ShadowWidgetRoot container={container} cacheKey={SOFTPHONE_ELEMENT} hostStyle={HOST_STYLE}>
      <SoftphoneWidget {...props} />
    </ShadowWidgetRoot>
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
