import type { TCallHistoryItem, TCallHistoryRequest, TRecordingRequest, TTelephonyLine } from '@busdesk/api-contract';
import { DateField } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Notify } from '../../../shared/use-softphone';
import { useCallHistory } from '../hooks/use-call-history';
import { HISTORY_LABELS as L } from '../labels';
import { CallHistoryItem } from './call-history-item';

export interface HistoryTabProps {
  line: TTelephonyLine;
  list(request: TCallHistoryRequest): Promise<TCallHistoryItem[]>;
  recordingUrl(request: TRecordingRequest): string;
  /** Calls back a missed call; absent while the line cannot dial. */
  onRecall?: (item: TCallHistoryItem) => void;
  notify: Notify;
}

/**
 * The line's call history (002 §2: a tab per provider; 00:00 today → now): the window and an optional phone, the calls
 * newest first with their recordings, and the missed calls with a recall button.
 */
export function HistoryTab({ line, list, recordingUrl, onRecall, notify }: HistoryTabProps) {
  const history = useCallHistory(line, list, notify);
  const { filter, setFilter, state } = history;
  // A refused window marks the field it is about, with the message under it.
  const refusedAt = (field: 'from' | 'to') =>
    state.status === 'refused' && (state.field === field || state.field === 'both') ? { error: true, helperText: state.message } : {};
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="form"
        role="search"
        aria-label={L.filter}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          history.show();
        }}
        // Two fields a row while a date shows whole (dd/mm/yyyy beside the calendar and clear buttons); one a row in a narrower
        // column (a 360 px partner column cut the year off).
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 1 }}
      >
        <DateField label={L.from} value={filter.from} onChange={(from) => setFilter((f) => ({ ...f, from }))} clearable fullWidth {...refusedAt('from')} />
        <DateField label={L.to} value={filter.to} onChange={(to) => setFilter((f) => ({ ...f, to }))} clearable fullWidth {...refusedAt('to')} />
        <TextField
          size="small"
          label={L.phone}
          value={filter.phone}
          onChange={(event) => setFilter((f) => ({ ...f, phone: event.target.value }))}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
        />
        <Button type="submit" variant="outlined">
          {L.show}
        </Button>
      </Box>
      {state.status === 'loading' && <LinearProgress aria-label={L.loading} />}
      {state.status === 'ready' && state.calls.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {L.empty}
        </Typography>
      )}
      {state.status === 'ready' && state.calls.length > 0 && (
        <Box component="ul" aria-label={L.list} sx={{ m: 0, p: 0 }}>
          {state.calls.map((item) => (
            <CallHistoryItem
              key={item.callId}
              item={item}
              recordingUrl={recordingUrl({ lineId: line.id, callId: item.callId })}
              onRecall={onRecall && (() => onRecall(item))}
              notify={notify}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
