import { MSG } from '@busdesk/shared-kit';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../messages';
import { PermissionPage } from './permission-page';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('PermissionPage', () => {
  it('labels its static rows as sample data', () => {
    render(<PermissionPage />);
    expect(screen.getByText(ADMIN_LABELS.sample)).toBeTruthy();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('asks before deleting a permission group', async () => {
    const user = userEvent.setup();
    render(<PermissionPage />);
    await user.click(screen.getAllByRole('button', { name: new RegExp(`^${ADMIN_LABELS.permission.delete} `) })[0]!);
    expect((await screen.findByRole('dialog')).textContent).toContain(MSG.permission.deleteConfirm);
  });
});
