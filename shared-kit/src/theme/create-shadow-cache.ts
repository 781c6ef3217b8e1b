import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An emotion cache that writes its <style> tags into a shadow root. Styles in document.head do not reach
 * inside a Shadow DOM, so a widget rendered there needs its own cache (pass it to BusdeskProviders as `cache`,
 * together with a `container` inside the same shadow root for popups). `key` is emotion's class prefix:
 * lowercase letters and dashes.
 */
export function createShadowCache(shadowRoot: ShadowRoot, key = 'busdesk-widget'): EmotionCache {
  // prepend puts MUI's styles before any the widget adds itself, so the widget can still override them.
  return createCache({ key, container: shadowRoot, prepend: true });
}
