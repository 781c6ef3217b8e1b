import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bus } from '../bus/index';
import { UnsavedChangesDialog } from '../components/unsaved-changes-dialog';
import { MSG } from '../messages/index';
import { navigate } from './navigate';
import { BEFORE_ROUTING_EVENT, useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const T = MSG.common.unsavedChanges;
const FORM = '/config/general';

/**
 * single-spa as far as the guard sees it: a navigation fires the before-routing event with the old and new URL and
 * a cancelNavigation; a cancelled one leaves the address where it was (the real one puts the old URL back).
 */
function fakeSingleSpa() {
  const cancels: string[] = [];
  const route = (newUrl: string, change: () => void) => {
    const oldUrl = window.location.href;
    let cancelled = false;
    const detail = { oldUrl, newUrl: new URL(newUrl, oldUrl).href, cancelNavigation: (cancel = true) => (cancelled = cancelled || cancel) };
    act(() => {
      window.dispatchEvent(new CustomEvent(BEFORE_ROUTING_EVENT, { detail }));
    });
    if (cancelled) cancels.push(detail.newUrl);
    else change();
  };
  (window as Window & { singleSpaNavigate?: (url: string) => void }).singleSpaNavigate = (url) =>
    route(url, () => window.history.pushState(null, '', url));
  return { cancels, route };
}

function Form({ startDirty = false }: { startDirty?: boolean }) {
  const [dirty, setDirty] = useState(startDirty);
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <button onClick={() => setDirty(true)}>edit</button>
      <button onClick={() => setDirty(false)}>save</button>
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}

/** The portal's menus and links go through shared-kit's navigate(). */
const navigateTo = (url: string) => act(() => navigate(url));

beforeEach(() => window.history.replaceState(null, '', FORM));
afterEach(() => {
  cleanup();
  bus.session$.next({ status: 'anonymous' });
  delete (window as Window & { singleSpaNavigate?: unknown }).singleSpaNavigate;
  window.history.replaceState(null, '', '/');
});

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form be left without asking', async () => {
    const spa = fakeSingleSpa();
    render(<Form />);
    navigateTo('/dashboard');
    expect(window.location.pathname).toBe('/dashboard');
    expect(spa.cancels).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds a menu or link away from a dirty form before anything is pushed, and asks with the safe answer focused', async () => {
    const spa = fakeSingleSpa();
    render(<Form startDirty />);
    const historyBefore = window.history.length;
    navigateTo('/dashboard');
    // Not even announced to single-spa: the history keeps no extra entry for the navigation that did not happen.
    expect(spa.cancels).toEqual([]);
    expect(window.history.length).toBe(historyBefore);
    expect(window.location.pathname).toBe(FORM);
    const dialog = await screen.findByRole('dialog', { name: T.title });
    expect(dialog.textContent).toContain(T.message);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: T.stay })));
  });

  it("'Ở lại' closes the question and stays on the form", async () => {
    const spa = fakeSingleSpa();
    render(<Form startDirty />);
    navigateTo('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: T.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe(FORM);
    // Still guarded: the next try asks again, Back as well.
    navigateTo('/manage/company');
    expect(await screen.findByRole('dialog', { name: T.title })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    spa.route('/book-ticket', () => undefined);
    expect(spa.cancels).toHaveLength(1);
    expect(await screen.findByRole('dialog', { name: T.title })).toBeTruthy();
  });

  it("'Rời trang' goes on to the asked-for URL, without asking again", async () => {
    const spa = fakeSingleSpa();
    render(<Form startDirty />);
    navigateTo('/dashboard?tab=2');
    await userEvent.click(await screen.findByRole('button', { name: T.leave }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/dashboard?tab=2');
    expect(spa.cancels).toEqual([]);
  });

  it("'Rời trang' after a cancelled Back goes on to where Back was going", async () => {
    const spa = fakeSingleSpa();
    render(<Form startDirty />);
    spa.route('/book-ticket', () => undefined);
    await userEvent.click(await screen.findByRole('button', { name: T.leave }));
    expect(window.location.pathname).toBe('/book-ticket');
    expect(spa.cancels).toHaveLength(1);
  });

  it('asks about Back and Forward too (any route change single-spa reports)', async () => {
    const spa = fakeSingleSpa();
    render(<Form startDirty />);
    // A popstate: the browser has already moved; single-spa's cancel restores the form's URL.
    spa.route('/book-ticket', () => undefined);
    expect(spa.cancels).toEqual([new URL('/book-ticket', window.location.href).href]);
    expect(await screen.findByRole('dialog', { name: T.title })).toBeTruthy();
  });

  it('lets a change that stays on the page through (a hash, the same URL again)', () => {
    const spa = fakeSingleSpa();
    render(<Form startDirty />);
    spa.route(`${FORM}#transport`, () => undefined);
    spa.route(FORM, () => undefined);
    expect(spa.cancels).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops asking once the form is saved (clean)', async () => {
    const spa = fakeSingleSpa();
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'edit' }));
    navigateTo('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: T.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe(FORM);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    navigateTo('/dashboard');
    expect(spa.cancels).toEqual([]);
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('lets the sign-out through: the session has ended, the login page must come', () => {
    fakeSingleSpa();
    act(() => bus.session$.next({ status: 'loading', token: 't' }));
    render(<Form startDirty />);
    act(() => bus.session$.next({ status: 'anonymous' }));
    navigateTo('/login');
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("holds a reload or closing the tab with the browser's prompt while dirty only", async () => {
    render(<Form />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'edit' }));
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(unload()).toBe(false);
  });
});
