import { ShadowWidgetRoot } from '@busdesk/shared-kit/widget';
import r2wc from '@r2wc/react-to-web-component';
import { SoftphoneWidget, type SoftphoneWidgetProps } from './softphone-widget';

export const SOFTPHONE_ELEMENT = 'busdesk-softphone';

/**
 * The element's own stylesheet in its shadow root (after MUI's: emotion prepends there, so these win at equal
 * specificity). A line's name can be longer than the column is wide ('1009 · Tổng đài chăm sóc khách hàng Bến xe Miền
 * Đông - chi nhánh Thủ Đức' in a 360 px column): on one line the chosen line stretched the whole panel past the
 * column's right edge (the panel's grid grows to the select's unbreakable width), and the list of lines opened wider
 * than the select, its options on one line. So the chosen line and each option wrap, and the list is exactly as wide
 * as the select: the select gives its menu a min-width of its own width (inline), which a max-width of 0 leaves as
 * the width. The softphone has no other menu than its selects'.
 */
const HOST_STYLE = [
  ':host { display: block; max-width: 420px; }',
  '.MuiInputBase-root .MuiSelect-select.MuiSelect-select { white-space: normal; overflow-wrap: anywhere; }',
  '.MuiPopover-root .MuiMenu-paper { max-width: 0; }',
  '.MuiMenu-list .MuiMenuItem-root { white-space: normal; overflow-wrap: anywhere; }',
].join('\n');

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
