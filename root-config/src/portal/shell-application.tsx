import Alert from '@mui/material/Alert';
import { BusdeskProviders } from '@busdesk/shared-kit/core';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { SHELL_LABELS } from '../messages';

/**
 * single-spa lifecycles for one of the shell's own React screens (layout, login, 404), inside the same
 * providers every micro-frontend uses so the shell looks and speaks like the screens beside it.
 */
export function shellApplication(Root: React.ComponentType) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <BusdeskProviders>
        <Root />
      </BusdeskProviders>
    ),
    // Without a boundary one render error would take the whole shell part down with a blank page.
    errorBoundary: () => <Alert severity="error">{SHELL_LABELS.appError}</Alert>,
  });
}
