import { SHELL_LABELS } from '../messages';

/** Marks the notice, so a later route change removes exactly it (never an application's own content). */
const NOTICE_ATTRIBUTE = 'data-busdesk-load-notice';

/**
 * What the content slot shows for an application that could not load or start (the connection dropped while its
 * code was fetched, say): the shell's message and a button that reloads the page — without it the area stayed blank,
 * and SystemJS keeps a failed module failed, so only a reload fetches it again. Plain DOM: the application that would
 * render it is the one missing.
 */
export function showAppLoadNotice(element: HTMLElement): void {
  if (element.querySelector(`[${NOTICE_ATTRIBUTE}]`)) return;
  const doc = element.ownerDocument;
  const notice = doc.createElement('div');
  notice.setAttribute(NOTICE_ATTRIBUTE, '');
  notice.setAttribute('role', 'alert');
  notice.style.cssText =
    'margin:24px;padding:12px 16px;border-radius:4px;background:#fdeded;color:#5f2120;font:16px/1.5 Arial,sans-serif;display:flex;gap:16px;align-items:center;flex-wrap:wrap';
  const text = doc.createElement('span');
  text.textContent = SHELL_LABELS.appError;
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.textContent = SHELL_LABELS.reload;
  reload.style.cssText = 'padding:6px 16px;border:1px solid #5f2120;border-radius:4px;background:#fff;color:#5f2120;font:inherit;cursor:pointer';
  reload.addEventListener('click', () => doc.defaultView?.location.reload());
  notice.append(text, reload);
  element.replaceChildren(notice);
}

/** Takes a notice away (the user went to another screen): the element is empty again and takes no room. */
export function clearAppLoadNotice(element: HTMLElement): void {
  element.querySelector(`[${NOTICE_ATTRIBUTE}]`)?.remove();
}
