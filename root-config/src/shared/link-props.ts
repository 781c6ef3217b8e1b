import type { MouseEvent } from 'react';

/**
 * Props that make an element a real link (a URL to copy, middle-click to open a tab) while a plain click stays
 * inside the portal through `onNavigate` (single-spa reroutes instead of reloading the page).
 */
export function linkProps(path: string, onNavigate: (path: string) => void, after?: () => void) {
  return {
    href: path,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      onNavigate(path);
      after?.();
    },
  };
}
