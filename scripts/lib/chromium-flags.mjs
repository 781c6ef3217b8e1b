// The flags of every Chromium the tests and benches launch (e2e, the cluster suite's browser, bench/): DESIGN §9's
// list — no sandbox, GPU, QUIC, first-run page, background networking, component updates or sync — and one more
// (ADR 0110): Chromium 156 builds its omnibox popup (a WebUI page of ~60 script modules, in renderers of its own) for
// every new window, and each fresh context is one. That cost ~0.5 s of CPU per context on these 2 cores (`/proc`
// times of the browser's processes around a context opened on a blank page, 4 contexts × 2 launches: 940–1,410 ms
// with it, 460–800 without, a launch's first context aside). No test looks at the address bar's popup, and a
// counter's browser has its window open before the clerk types the address, so a measured cold load leaves it out.
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
]);
