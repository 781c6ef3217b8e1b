import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import type { SnackbarHostRegistration } from './notify';

export interface SnackbarOutletProps {
  readonly registration: SnackbarHostRegistration;
  /** Where the snackbars mount (an element inside a widget's shadow root); document.body's stack otherwise. */
  readonly container?: HTMLElement;
}

function Attach({ registration }: { readonly registration: SnackbarHostRegistration }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    registration.attach((message, options) => enqueueSnackbar(message, options));
    return () => registration.detach();
  }, [enqueueSnackbar, registration]);
  return null;
}

/**
 * notistack's own variant colours put white text on light green (3.0:1) and orange (2.2:1), below the 4.5:1 text
 * needs (axe: serious). The theme's dark shades carry white text; warning keeps its orange with dark text (5.2:1).
 */
const ReadableContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark, color: theme.palette.common.white },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark, color: theme.palette.common.white },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark, color: theme.palette.common.white },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: theme.palette.grey[900] },
}));
const CONTENT = { success: ReadableContent, error: ReadableContent, info: ReadableContent, warning: ReadableContent, default: ReadableContent };

/**
 * notistack's provider for one BusdeskProviders, loaded with notistack on the first message (SnackbarHost).
 * It wraps no screen: notify() is the only way in, and snackbars are fixed on screen wherever the provider sits.
 * Bottom left, where no screen keeps its controls: at the top right they covered the bell and the account menu,
 * at the bottom right the softphone and the sales screen's action bar (docs/adr/0043).
 */
export function SnackbarOutlet({ registration, container }: SnackbarOutletProps) {
  return (
    <SnackbarProvider Components={CONTENT} maxSnack={4} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} domRoot={container}>
      <Attach registration={registration} />
    </SnackbarProvider>
  );
}
