import { MSG, type TTicket } from '@busdesk/api-contract';
import { notify, DialogButtons } from '@busdesk/shared-kit';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { MESSAGING_LABELS as L } from '../labels';
import type { MessagingServices } from '../messaging-services';

export type MessageChannel = 'sms' | 'zns';

export interface SendMessageDialogProps {
  channel: MessageChannel;
  tickets: readonly TTicket[];
  services: MessagingServices;
  onClose(): void;
}

interface Choice {
  value: number;
  label: string;
}

const TEXTS = {
  sms: { title: L.smsDialogTitle, choice: L.smsChoice, success: MSG.sales.smsSuccess, failed: MSG.sales.smsFailed },
  zns: { title: L.znsDialogTitle, choice: L.znsChoice, success: MSG.sales.znsSuccess, failed: MSG.sales.znsFailed },
} as const;

/**
 * Picks the message type (SMS: the agency's message types; ZNS: its Zalo templates) and sends it to the selected
 * tickets (001 §7). 'Gửi SMS thành công' only when every ticket got it (delivered, or recorded by the local driver
 * of a demo installation); any failed send says 'Gửi SMS thất bại' (the server recorded each attempt and its cost
 * either way). ZNS likewise.
 */
export function SendMessageDialog({ channel, tickets, services, onClose }: SendMessageDialogProps) {
  const texts = TEXTS[channel];
  const labelId = useId();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [value, setValue] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    const load =
      channel === 'sms'
        ? services.smsMessages().then((r) => r.messages.map((m) => ({ value: m.messageType, label: L.smsOption(m.messageType, m.content) })))
        : services.znsTemplates().then((r) => r.templates.map((t) => ({ value: t.messageContentType, label: t.name })));
    load.then(
      (list) => {
        if (!live) return;
        setChoices(list);
        setValue(list[0]?.value ?? null);
      },
      () => {
        if (!live) return;
        notify(texts.failed, 'error');
        onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [channel, services, texts.failed, onClose]);

  const send = async () => {
    if (value === null) return;
    setSending(true);
    const request = { messageType: value, ticketIds: tickets.map((t) => t.ticketId) };
    try {
      const result = channel === 'sms' ? await services.sendSms(request) : await services.sendZns(request);
      // A message a demo's local driver recorded is no failure (its record says it was not delivered).
      const allSent = result.sends.length > 0 && result.sends.every((s) => s.delivery !== 'failed');
      notify(allSent ? texts.success : texts.failed, allSent ? 'success' : 'error');
      onClose();
    } catch {
      notify(texts.failed, 'error');
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={`${labelId}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${labelId}-title`}>{texts.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {L.recipients(tickets.length)}
        </Typography>
        {choices === null ? <LinearProgress /> : null}
        {choices && choices.length === 0 ? <Typography>{L.noChoices}</Typography> : null}
        {choices && choices.length > 0 ? (
          <>
            <FormLabel id={labelId}>{texts.choice}</FormLabel>
            <RadioGroup aria-labelledby={labelId} value={value === null ? '' : String(value)} onChange={(e) => setValue(Number(e.target.value))}>
              {choices.map((c) => (
                <FormControlLabel key={c.value} value={String(c.value)} control={<Radio />} label={c.label} />
              ))}
            </RadioGroup>
          </>
        ) : null}
      </DialogContent>
      <DialogButtons closeLabel={L.cancel} onClose={onClose} actionLabel={L.send} onAction={send} busy={sending} actionDisabled={value === null} />
    </Dialog>
  );
}
