import { MSG, type EndpointCall, type TPartnerDetailResponse, type updatePartnerEndpoint } from '@busdesk/api-contract';
import { bus, notify, UnsavedChangesDialog, useUnsavedChangesGuard } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { getPartnerDetail } from './api/get-partner-detail';
import { updatePartner } from './api/update-partner';
import { getPartnerCertificate } from './api/get-partner-certificate';
import { installPartnerCertificate } from './api/install-partner-certificate';
import { listCompanyCertificates } from './api/list-company-certificates';
import { registerCompanyCertificate } from './api/register-company-certificate';
import { CompanyCertificatesBlock, type CompanyCertificatesServices } from './components/company-certificates-block';
import { PartnerCertificateBlock, type PartnerCertificateServices } from './components/partner-certificate-block';
import { TicketConfigForm } from './components/ticket-config-form';
import { TransportConfigForm } from './components/transport-config-form';
import { formFromDetail, isFormChanged, requestFromForm, validateTicketForm, type GeneralConfigForm, type TicketFormErrors } from './general-config-form';
import { CONFIG_LABELS as L } from './labels';

export interface GeneralConfigServices extends PartnerCertificateServices, CompanyCertificatesServices {
  getPartnerDetail: () => Promise<TPartnerDetailResponse>;
  updatePartner: EndpointCall<typeof updatePartnerEndpoint>;
  /** Cancel: back to where the user came from (000 §2.7). */
  goBack: () => void;
}

const realServices: GeneralConfigServices = {
  getPartnerDetail,
  updatePartner,
  goBack: () => window.history.back(),
  getPartnerCertificate,
  installPartnerCertificate,
  listCompanyCertificates,
  registerCompanyCertificate,
};

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `saved`: the form as loaded or last saved, what `form` is compared with to know it has unsaved edits. */
  | { status: 'ready'; form: GeneralConfigForm; saved: GeneralConfigForm };

const MESSAGES = { pointTypeRequired: MSG.config.pointTypeRequired, printLimitInvalid: L.printLimitInvalid };

/**
 * /config/general (000 §2.7): the ticket-selling column and, for an ADMIN (the server answers the transport fields
 * only to an ADMIN), the transport-order column; Cancel and Save. A save reaches the agency's open sales screens
 * live through the server (ADR 0053); this tab's own session takes the saved partner at once.
 */
export function GeneralConfigPage({ services = realServices }: { services?: GeneralConfigServices }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [errors, setErrors] = useState<TicketFormErrors>({});
  const [saving, setSaving] = useState(false);
  // The menu, a link, Back or 'Hủy' would drop unsaved edits: asked first (ADR 0119).
  const leaveGuard = useUnsavedChangesGuard(state.status === 'ready' && isFormChanged(state.form, state.saved));

  useEffect(() => {
    let live = true;
    services.getPartnerDetail().then(
      (detail) => {
        if (!live) return;
        const form = formFromDetail(detail);
        setState({ status: 'ready', form, saved: form });
      },
      () => {
        if (!live) return;
        setState({ status: 'failed' });
        notify(MSG.config.loadFailed, 'error');
      },
    );
    return () => {
      live = false;
    };
  }, [services]);

  if (state.status === 'loading') {
    return (
      <Box role="status" sx={{ p: 3, display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        {L.loading}
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <Box sx={{ p: 3 }}>
        <Typography role="alert">{MSG.config.loadFailed}</Typography>
      </Box>
    );
  }
  const { form, saved } = state;
  const setForm = (next: GeneralConfigForm) => {
    setState({ status: 'ready', form: next, saved });
    if (errors.pointTypes || errors.printLimit) setErrors(validateTicketForm(next.ticket, MESSAGES));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateTicketForm(form.ticket, MESSAGES);
    setErrors(found);
    if (found.pointTypes) notify(found.pointTypes, 'warning');
    if (found.pointTypes || found.printLimit || saving) return;
    setSaving(true);
    try {
      const stored = await services.updatePartner(requestFromForm(form));
      const storedForm = formFromDetail(stored);
      setState({ status: 'ready', form: storedForm, saved: storedForm });
      const session = bus.session$.getValue();
      if (session.status === 'authenticated' && session.user.partnerId === stored.partner.id) {
        bus.session$.next({ ...session, user: { ...session.user, partner: stored.partner } });
      }
      notify(MSG.config.saved, 'success');
    } catch {
      notify(MSG.config.saveFailed, 'warning');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={save} aria-labelledby="general-config-title" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="general-config-title" variant="h5" component="h1">
        {L.title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: form.transport ? '1fr 1fr' : '1fr' }, gap: 2, alignItems: 'start' }}>
        <TicketConfigForm value={form.ticket} onChange={(patch) => setForm({ ...form, ticket: { ...form.ticket, ...patch } })} errors={errors} disabled={saving} />
        {form.transport ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <TransportConfigForm
              value={form.transport}
              onChange={(patch) => setForm({ ...form, transport: { ...form.transport!, ...patch } })}
              secretsStored={form.secretsStored}
              disabled={saving}
            />
            <PartnerCertificateBlock services={services} />
            <CompanyCertificatesBlock services={services} />
          </Box>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={services.goBack} disabled={saving}>
          {L.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {L.save}
        </Button>
      </Box>
      <UnsavedChangesDialog guard={leaveGuard} />
    </Box>
  );
}
