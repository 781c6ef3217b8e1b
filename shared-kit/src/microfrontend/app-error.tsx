import Alert from '@mui/material/Alert';
import { MSG } from '../messages/index';

/** What a screen shows instead of a blank area when it throws while rendering. */
export function AppError() {
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {MSG.common.fetchFailed}
    </Alert>
  );
}
