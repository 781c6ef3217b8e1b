import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BusdeskProviders } from '../theme/index';

// Tests render components the way the portal does: inside the Busdesk theme, locale and snackbar outlet.
function Wrapper({ children }: { children: ReactNode }) {
  return <BusdeskProviders>{children}</BusdeskProviders>;
}

export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: Wrapper, ...options });
}
