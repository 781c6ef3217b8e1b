import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
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
 * notistack's provider for one BusdeskProviders, loaded with notistack on the first message (SnackbarHost).
 * It wraps no screen: notify() is the only way in, and snackbars are fixed on screen wherever the provider sits.
 * Bottom left, where no screen keeps its controls: at the top right they covered the bell and the account menu,
 * at the bottom right the softphone and the sales screen's action bar (docs/adr/0043).
 */
export function SnackbarOutlet({ registration, container }: SnackbarOutletProps) {
  return (
    <SnackbarProvider maxSnack={4} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} domRoot={container}>
      <Attach registration={registration} />
    </SnackbarProvider>
  );
}
