import { notify } from '@busdesk/shared-kit/core';
import { Component, type ReactNode } from 'react';
import { SHELL_LABELS } from '../../messages';

/**
 * Around a navbar menu whose code loads on first open: if that code cannot be fetched (the connection dropped), the
 * menu does not open and a message says why — the navbar stays. Without it the failure reached the shell's boundary,
 * which replaced the whole navigation with its error.
 */
export class MenuLoadBoundary extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    notify(SHELL_LABELS.menuError, 'error');
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
