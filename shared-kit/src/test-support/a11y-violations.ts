import axe from 'axe-core';

/**
 * A stand-in 2D canvas for jsdom, which has none: axe measures text on a canvas to skip icon-font ligatures
 * (label-content-name-mismatch), and without one it gives up on the rule. Every glyph measures and paints the
 * same, so no text counts as an icon; this tests code only renders MUI's SVG icons anyway.
 */
function plainTextCanvas(canvas: HTMLCanvasElement) {
  return {
    canvas,
    font: '',
    textAlign: 'left',
    textBaseline: 'top',
    measureText: (text: string) => ({ width: 30 * text.length }),
    fillText: () => undefined,
    clearRect: () => undefined,
    getImageData: (_x: number, _y: number, width: number, height: number) => ({
      data: new Uint8ClampedArray(Math.max(1, Math.ceil(width) * Math.ceil(height) * 4)).fill(255),
    }),
  };
}

/**
 * axe-core over a rendered component in jsdom, for tests: the serious and critical WCAG A/AA findings as readable
 * lines (rule, impact, first offending node). jsdom has no layout, so rules that need one (contrast) are left to
 * the Storybook and e2e runs in a real browser; so is the content of frames.
 */
export async function a11yViolations(root: Element): Promise<string[]> {
  const original = HTMLCanvasElement.prototype.getContext;
  // Only the '2d' context axe asks for; the cast is the price of faking a DOM interface in a test helper.
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    return plainTextCanvas(this) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof original;
  try {
    const result = await axe.run(root, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false } },
      // jsdom cannot reach into a sandboxed frame (a mail preview): its content is checked by the browser tests.
      iframes: false,
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes[0]?.target.join(' ') ?? ''}`);
  } finally {
    HTMLCanvasElement.prototype.getContext = original;
  }
}
