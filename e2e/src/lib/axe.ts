// Accessibility check for later screens: axe-core over the current page, failing on serious and critical
// violations with a readable list (rule, impact, first offending node).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeOptions {
  /** CSS selectors to leave out (e.g. a third-party widget the product does not control). */
  exclude?: string[];
  /** Rules known not to apply, each with the reason in the calling test. */
  disableRules?: string[];
}

/**
 * Waits for every finite animation and transition on the page to end. axe measures colours as painted: a dialog or
 * toast still fading out (MUI's Fade, ~225 ms) has text at partial opacity and reads as low contrast, which is a state
 * no user rests in. Infinite animations (spinners) are left running; they never finish. The widgets' shadow roots are
 * looked into too: `document.getAnimations()` leaves out what runs inside them (a widget's menu fading out).
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const roots = (root: Document | ShadowRoot): Array<Document | ShadowRoot> => [
      root,
      ...[...root.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? roots(e.shadowRoot) : [])),
    ];
    // A transition can start after the first look (a dialog closing once its request answers, a toast entering on
    // the next frame): look again after two frames until nothing finite is running, a bounded number of times.
    for (let round = 0; round < 20; round++) {
      await frames();
      const finite = roots(document).flatMap((r) => r.getAnimations()).filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (finite.length === 0) return;
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

export async function accessibilityViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes[0]?.target.join(' ') ?? ''} ${(v.nodes[0]?.html ?? '').slice(0, 160)}`.trim());
}
