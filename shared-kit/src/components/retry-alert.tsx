import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface RetryAlertProps {
  /** What failed, as the screen words it. */
  children: ReactNode;
  /** The button's text ('Thử lại', 'Tải lại'): each screen keeps its own word. */
  retryLabel: string;
  onRetry: () => void;
}

/** A load that failed, with the one action that can help: trying again, in the alert itself where the eye already is. */
export function RetryAlert({ children, retryLabel, onRetry }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
