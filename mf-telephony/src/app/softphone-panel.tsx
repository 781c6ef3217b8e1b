import { MSG } from '@busdesk/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { CallTab } from '../features/call/components/call-tab';
import { HistoryTab } from '../features/history/components/history-tab';
import { LinePicker } from '../features/lines/components/line-picker';
import { LINES_LABELS } from '../features/lines/labels';
import { PANEL_LABELS as L } from '../shared/labels';
import type { TelephonyServices } from '../shared/telephony-services';
import type { Notify, Softphone } from '../shared/use-softphone';

export interface SoftphonePanelProps {
  phone: Softphone;
  services: Pick<TelephonyServices, 'history' | 'recordingUrl'>;
  notify: Notify;
  /** 'Bán vé' (the portal: to the sales screen); absent in the widget. */
  onSell?: () => void;
  /** The tab shown first (stories); the call tab by default (002 §2). */
  initialTab?: PanelTab;
}

export type PanelTab = 'call' | 'history';

/**
 * The history tab names the line's provider (002 §2: a history tab per provider). A provider's full name can be long
 * ('Tổng đài chăm sóc khách hàng … - chi nhánh …'): in a 360 px column it took five lines and pushed the tab's content
 * down, so it stops at two, the whole name on hover and in the tab's accessible name (the text is all there).
 */
function HistoryTabLabel({ text }: { text: string }) {
  return (
    <Box component="span" title={text} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
      {text}
    </Box>
  );
}

/**
 * The softphone's content (002 §2), the same in the portal's floating panel and in `<busdesk-softphone>`: the line
 * list, then the call tab (the default) and the line's history tab.
 */
export function SoftphonePanel({ phone, services, notify, onSell, initialTab = 'call' }: SoftphonePanelProps) {
  const [tab, setTab] = useState<PanelTab>(initialTab);
  const id = useId();
  const { lines, active, call } = phone;
  const tabId = (which: PanelTab) => `${id}-${which}`;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {phone.noWebSocket && <Alert severity="error">{MSG.telephony.webSocketUnsupported}</Alert>}
      {lines.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={phone.reloadLines}>
              {LINES_LABELS.retry}
            </Button>
          }
        >
          {LINES_LABELS.loadFailedWith(lines.reason)}
        </Alert>
      )}
      {lines.status === 'ready' && (
        <LinePicker lines={lines.lines} selectedLineId={phone.selectedLineId} loggingIn={phone.loggingIn} onSelect={phone.selectLine} disabled={phone.busy} />
      )}
      <Tabs value={tab} onChange={(_event, next: PanelTab) => setTab(next)} aria-label={L.tabs} variant="fullWidth">
        <Tab value="call" label={L.callTab} id={`${tabId('call')}-tab`} aria-controls={tabId('call')} />
        <Tab
          value="history"
          label={<HistoryTabLabel text={active ? L.historyTabOf(active.line.telecomCompanyName) : L.historyTab} />}
          id={`${tabId('history')}-tab`}
          aria-controls={tabId('history')}
        />
      </Tabs>
      <Box role="tabpanel" id={tabId(tab)} aria-labelledby={`${tabId(tab)}-tab`}>
        {!active && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {L.noLine}
          </Typography>
        )}
        {tab === 'call' && (
          <CallTab
            hasLine={active !== null}
            call={call}
            actions={phone.actions}
            busy={phone.busy}
            onDial={phone.dial}
            onAnswer={phone.answer}
            onReject={phone.reject}
            onEnd={phone.end}
            onRetryLookup={phone.retryLookup}
            onSell={onSell}
          />
        )}
        {tab === 'history' && active && (
          <HistoryTab
            key={active.line.id}
            line={active.line}
            list={services.history}
            recordingUrl={services.recordingUrl}
            notify={notify}
            onRecall={
              phone.actions.dial
                ? (item) => {
                    phone.recall(item);
                    setTab('call');
                  }
                : undefined
            }
          />
        )}
      </Box>
    </Box>
  );
}
