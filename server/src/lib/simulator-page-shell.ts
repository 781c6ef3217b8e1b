/** JSON inside a <script>: '<' escaped so no text can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The look every simulator page shares; a page adds only the rules of its own elements. */
const BASE_CSS = `body{font-family:system-ui,sans-serif;margin:24px;color:#1a2433}h1{font-size:20px;color:#0b3f91}
table{border-collapse:collapse;width:100%;margin-top:12px}th,td{border-bottom:1px solid #dde3ec;padding:6px 8px;text-align:left;font-size:14px}
th{background:#f1f5fb}button{margin:2px;padding:4px 10px;border:1px solid #0b3f91;background:#fff;color:#0b3f91;border-radius:4px;cursor:pointer}
button:hover{background:#0b3f91;color:#fff}#result{margin-top:12px;padding:8px;background:#f6f8fb;min-height:20px}`;

export interface SimulatorPageParts {
  /** Every text of the page: the frame's and what its script reads as `L`. */
  labels: { title: string; intro: string; refresh: string };
  /** The paths the page's script calls or shows, read as `C.<name>` (never a secret). */
  paths: Record<string, string>;
  /** CSS rules of the page's own elements. */
  css: string;
  /** Markup after the title, the intro, the refresh button and the #result status line. */
  body: string;
  /** The page's script; `C`, `L`, the session `token` and `el(tag, text)` are defined before it. */
  script: string;
}

/**
 * The frame of a local driver's simulator page (served to a signed-in ADMIN): plain HTML and a small script that sets
 * every text with textContent, so nothing a caller typed or a record holds is ever parsed as markup.
 */
export function simulatorPageShell({ labels, paths, css, body, script }: SimulatorPageParts): string {
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${labels.title}</title>
<link rel="icon" href="/assets/favicon.svg">
<style>
${BASE_CSS}
${css}
</style></head>
<body>
<h1>${labels.title}</h1>
<p>${labels.intro}</p>
<button id="refresh" type="button">${labels.refresh}</button>
<div id="result" role="status" aria-live="polite"></div>
${body}
<script>
const C = ${scriptJson({ labels, ...paths })};
const L = C.labels;
// The page was opened with the portal's session cookie; its calls send that token as Bearer (the API reads no cookie).
const token = (document.cookie.split(';').map((p) => p.trim()).find((p) => p.startsWith('token=')) || '').slice(6);
const el = (tag, text) => { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; return e; };
${script}
</script>
</body></html>`;
}
