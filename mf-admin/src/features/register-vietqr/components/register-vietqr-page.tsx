import { MSG, type BankTerminalForm } from '@busdesk/api-contract';
import { isAdmin, notify, useSession } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useBankTerminal } from '../hooks/use-bank-terminal';
import { VIETQR_LABELS as L } from '../labels';
import { apiVietqrServices, type VietqrServices } from '../vietqr-services';
import { OtpForm } from './otp-form';
import { TerminalForm } from './terminal-form';
import { TerminalStatusCard } from './terminal-status-card';
import { AdminPage } from '../../../shared/admin-page';

type Notice = { severity: 'error' | 'warning' | 'info' | 'success'; text: string } | null;

/**
 * /register-vietqr (002): the agency's bank QR terminal. Submit → requestId → the OTP field → terminalId; a create when
 * no terminal is active, an update when one is ('success'); an update answered with a terminalId alone means the bank
 * already verified these details. The ADMIN registers; other users see the status and why they cannot register
 * (the server enforces it too).
 */
export function RegisterVietqrPage({ services = apiVietqrServices }: { services?: VietqrServices }) {
  const admin = isAdmin(useSession().user);
  const { data, reload } = useBankTerminal(services);
  const [request, setRequest] = useState<{ requestId: string; phoneNo: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  if (!data) {
    return (
      <Box sx={{ p: 3 }}>
        <CircularProgress aria-label={L.title} />
      </Box>
    );
  }
  const terminal = data.terminal;
  const active = terminal?.status === 'success';
  const pending = request ?? (data.pending ? { requestId: data.pending.requestId, phoneNo: data.pending.phoneNo } : null);

  const say = (next: Notice) => {
    setNotice(next);
    if (next) notify(next.text, next.severity);
  };

  const submit = async (form: BankTerminalForm) => {
    try {
      if (active) {
        const answer = await services.update(form);
        if (!answer.requestId) {
          setRequest(null);
          return say({ severity: 'info', text: MSG.bankQr.alreadyVerified });
        }
        setRequest({ requestId: answer.requestId, phoneNo: form.phoneNo.trim() });
      } else {
        const { requestId } = await services.create(form);
        setRequest({ requestId, phoneNo: form.phoneNo.trim() });
      }
      say({ severity: 'warning', text: MSG.bankQr.enterOtp });
    } catch (err) {
      say({ severity: 'error', text: (err as Error).message });
    }
  };

  const confirm = async (otp: string) => {
    if (!pending) return;
    try {
      await services.confirmOtp(pending.requestId, otp);
      setRequest(null);
      say({ severity: 'success', text: MSG.bankQr.otpSuccess });
      reload();
    } catch (err) {
      say({ severity: 'error', text: (err as Error).message });
    }
  };

  const initial = admin && terminal ? { bankAccountNumber: terminal.bankAccountNumber, phoneNo: terminal.phoneNo, bankAccountName: terminal.bankAccountName, identityNumber: terminal.identityNumber } : undefined;

  return (
    <AdminPage title={L.title} intro={L.intro} maxWidth={760}>
      <TerminalStatusCard terminal={terminal} />
      <div role="status" aria-live="polite">
        {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      </div>
      {admin && pending ? <OtpForm key={pending.requestId} phoneNo={pending.phoneNo} onConfirm={confirm} /> : null}
      {admin ? (
        <TerminalForm key={`${terminal?.terminalId ?? 'none'}-${terminal?.status ?? ''}`} mode={active ? 'update' : 'create'} initial={initial} onSubmit={submit} />
      ) : (
        <Alert severity="info">{MSG.bankQr.adminOnly}</Alert>
      )}
    </AdminPage>
  );
}
