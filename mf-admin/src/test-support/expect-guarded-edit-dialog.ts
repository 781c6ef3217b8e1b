import { MSG } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';
import { tryToLeave } from '@busdesk/shared-kit/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

const Q = MSG.common.unsavedChanges;
const later = { timeout: 10_000 };

export interface GuardedEditDialogCase {
  user: UserEvent;
  /** Opens the dialog from the page (its row's or the toolbar's button) and returns it. */
  open(): Promise<HTMLElement>;
  /** Changes the form as a user would. */
  edit(dialog: HTMLElement): Promise<void>;
  /** Whether the edit is still in the form. */
  kept(dialog: HTMLElement): boolean;
}

/** MUI's dialog container, around the dialog's paper: a click there is a click beside the dialog. */
const beside = (dialog: HTMLElement) => dialog.parentElement!;

/**
 * An mf-admin edit dialog guarded as ADR 0119 says, met as an admin meets it:
 * - opened and untouched, leaving the page asks nothing, and Escape closes it as before;
 * - edited, a click beside it and Escape leave it open with the edit;
 * - edited, leaving the page (a route change as single-spa announces it) is cancelled and asks 'Rời trang khi chưa
 *   lưu?' with 'Ở lại' focused; 'Ở lại' gives back the dialog and its edit;
 * - 'Hủy' closes it at once, without a question, and then the page is left unasked.
 */
export async function expectGuardedEditDialog({ user, open, edit, kept }: GuardedEditDialogCase): Promise<void> {
  let dialog = await open();
  expect(tryToLeave()).toBe(false);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), later);

  dialog = await open();
  await edit(dialog);
  await user.keyboard('{Escape}');
  await user.click(beside(dialog));
  expect(screen.getByRole('dialog')).toBe(dialog);
  expect(kept(dialog)).toBe(true);

  expect(tryToLeave()).toBe(true);
  const question = await screen.findByRole('dialog', { name: Q.title }, later);
  await waitFor(() => expect(document.activeElement).toBe(within(question).getByRole('button', { name: Q.stay })));
  await user.click(within(question).getByRole('button', { name: Q.stay }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: Q.title })).toBeNull(), later);
  expect(screen.getByRole('dialog')).toBe(dialog);
  expect(kept(dialog)).toBe(true);

  await user.click(within(dialog).getByRole('button', { name: LABELS.actions.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), later);
  expect(tryToLeave()).toBe(false);
}
