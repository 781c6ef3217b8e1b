import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LABELS, MSG } from '../messages/index';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { deferred } from '../test-support/deferred';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function Harness({ onConfirm }: { onConfirm: ConfirmDialogProps['onConfirm'] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span>{open ? 'open' : 'closed'}</span>
      <ConfirmDialog
        open={open}
        title={MSG.permission.deleteConfirm}
        destructive
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}


describe('ConfirmDialog', () => {
  it('shows the question and closes on cancel without running the action', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    expect(await screen.findByRole('dialog', { name: 'Bạn có muốn xóa quyền này?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: LABELS.actions.cancel }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('disables both buttons while the action runs, then closes', async () => {
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    render(<Harness onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('button', { name: LABELS.actions.confirm });
    await userEvent.click(confirm);
    expect(confirm).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: LABELS.actions.cancel })).toHaveProperty('disabled', true);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    pending.resolve();
    await screen.findByText('closed');
  });

  it('renders nothing until first opened, then the dialog', async () => {
    const props = { title: 'Xóa?', onConfirm: vi.fn(), onClose: vi.fn() };
    const { rerender } = render(<ConfirmDialog open={false} {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ConfirmDialog open {...props} />);
    expect(await screen.findByRole('dialog', { name: 'Xóa?' })).toBeTruthy();
  });

  it('stays open and shows the error when the action fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error(MSG.common.error)));
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: LABELS.actions.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lỗi');
    expect(screen.getByText('open')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: LABELS.actions.confirm })).toHaveProperty('disabled', false),
    );
  });
});
