import { useId, useState, type MouseEvent } from 'react';
import { preloadMenus } from './lazy-menus';

/**
 * A navbar menu whose list loads on first open (lazy-menus.ts): its open state, the ARIA wiring and preloading of
 * the button that opens it, and the props of the list. The list stays mounted from the first open on, so closing
 * plays the exit transition and focus returns to the button.
 */
export function useLazyMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const menuId = useId();
  const open = anchor !== null;
  return {
    mounted,
    /** Spread on the button that opens the menu. */
    buttonProps: {
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onPointerEnter: preloadMenus,
      onFocus: preloadMenus,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setMounted(true);
        setAnchor(event.currentTarget);
      },
    },
    /** Spread on the menu list (NavMenuList, UserMenuList). */
    listProps: { menuId, anchor, onClose: () => setAnchor(null) },
    /** The list's code could not load (MenuLoadBoundary): closed, and the next click tries again and says so again. */
    onLoadFailed: () => {
      setAnchor(null);
      setMounted(false);
    },
  } as const;
}
