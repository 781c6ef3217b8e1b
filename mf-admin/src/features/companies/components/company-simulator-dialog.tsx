import type { TApprovedStatus, TSimulatorAuthoriseResponse, TSimulatorCompany } from '@busdesk/api-contract';
import { DialogButtons, LABELS, notify } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { EditDialog } from '../../../shared/edit-dialog';
import { COMPANY_LABELS as L } from '../labels';

export interface CompanySimulatorDialogProps {
  companies: readonly TSimulatorCompany[];
  onClose(): void;
  /** Sends the company's signed authorisation; resolves with what the company API answered. */
  onAuthorise(request: { companyId: string; routeIds: string[] }): Promise<TSimulatorAuthoriseResponse>;
}

const OUTCOME: Record<TApprovedStatus, { text: (company: string) => string; variant: 'success' | 'info' | 'warning' }> = {
  approved: { text: L.simulatorApproved, variant: 'success' },
  pending: { text: L.simulatorPending, variant: 'info' },
  rejected: { text: L.simulatorRejected, variant: 'warning' },
};

/**
 * The demo's company simulator (docs/adr/0102): the ADMIN plays a bus company authorising the ADMIN's own agency on
 * some of its routes. The server signs the call with the company's key and sends it to the company API, so what
 * follows is the product's own doing: approved at once with automatic approval of routes, else 'Chờ duyệt' here.
 */
export function CompanySimulatorDialog({ companies, onClose, onAuthorise }: CompanySimulatorDialogProps) {
  const titleId = useId();
  const routesLabelId = useId();
  const firstCompanyId = companies[0]?.companyId ?? '';
  const [companyId, setCompanyId] = useState(firstCompanyId);
  const [routeIds, setRouteIds] = useState<ReadonlySet<string>>(new Set());
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const company = companies.find((c) => c.companyId === companyId);
  // Guarded as the other edit dialogs (ADR 0119): routes ticked are not lost to a stray click, Escape or Back.
  const dirty = routeIds.size > 0 || companyId !== firstCompanyId;

  const toggle = (id: string) => {
    setMissing(false);
    setRouteIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const send = async () => {
    if (!company) return;
    if (routeIds.size === 0) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await onAuthorise({ companyId: company.companyId, routeIds: [...routeIds] });
      if (answer.authorisation) {
        const outcome = OUTCOME[answer.authorisation.approvedStatus];
        notify(outcome.text(company.companyName), outcome.variant);
        onClose();
      } else {
        notify(L.simulatorFailed(answer.message ?? String(answer.status)), 'error');
      }
    } catch (e) {
      notify(L.simulatorFailed(e instanceof Error ? e.message : String(e)), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <EditDialog open dirty={dirty} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{L.simulatorTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{L.simulatorNote}</Typography>
          <TextField
            select
            label={L.simulatorCompany}
            value={companyId}
            onChange={(e) => {
              setCompanyId(e.target.value);
              setRouteIds(new Set());
              setMissing(false);
            }}
            size="small"
          >
            {companies.map((c) => (
              <MenuItem key={c.companyId} value={c.companyId}>
                {c.companyName}
              </MenuItem>
            ))}
          </TextField>
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend" id={routesLabelId}>
              {L.simulatorRoutes}
            </FormLabel>
            <FormGroup aria-labelledby={routesLabelId}>
              {(company?.routes ?? []).map((r) => (
                <FormControlLabel key={r.id} control={<Checkbox checked={routeIds.has(r.id)} onChange={() => toggle(r.id)} />} label={r.name} />
              ))}
            </FormGroup>
          </FormControl>
          {missing ? <Alert severity="warning">{L.simulatorNoRoute}</Alert> : null}
        </Stack>
      </DialogContent>
      {/* 'Hủy', as in the other edit dialogs: the explicit choice that discards the ticked routes. */}
      <DialogButtons closeLabel={LABELS.actions.cancel} onClose={onClose} actionLabel={L.simulatorSend} onAction={send} busy={busy} actionDisabled={!company} />
    </EditDialog>
  );
}
