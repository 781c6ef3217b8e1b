import { useEffect, useState } from 'react';

/** The portal frame's chrome slot (root-config/src/portal/layout.ts FRAME_HTML): navbar and greeting. */
const CHROME_ID = 'busdesk-chrome';

/**
 * Where the portal's chrome ends, in px from the top of the window (0 where there is no chrome: stories, tests). The
 * softphone's toggle sits at the right end of the chrome's last line and its panel opens below it, so neither covers
 * a screen's own controls (the sales screen's action bar is at the bottom right).
 */
export function useChromeBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const chrome = document.getElementById(CHROME_ID);
    if (!chrome) return;
    const measure = () => setBottom(Math.max(0, Math.round(chrome.getBoundingClientRect().bottom)));
    // Measured when the observer first reports, after the frame's own layout, not here: a read here forces a layout
    // of the whole page in the middle of its load (~85 ms of a 1.2 s /book-ticket load on a slow machine, issue 11).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (observer) observer.observe(chrome);
    else measure();
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return bottom;
}
