import { sideMoment, type TTransportOrderDetailResponse, type TTransportSignature } from '@busdesk/api-contract';
import { formatDateTime, formatTimeDate } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TRANSPORT_LABELS } from '../messages';
import { OrderQrCode } from './order-qr-code';

const L = TRANSPORT_LABELS.document;

export interface TransportOrderDocumentProps {
  detail: TTransportOrderDetailResponse;
  /** The address the QR code holds (the order's view page). */
  qrValue: string;
  /** The paper's title level: 1 on the standalone view page, 2 inside a dialog (its title is the h2… of the dialog). */
  headingLevel?: 1 | 2;
}

const SIGNATURE_COLORS = { valid: 'success', invalid: 'error', absent: 'default' } as const;
const ROLE_ORDER: ReadonlyArray<TTransportSignature['role']> = ['company', 'up', 'down', 'driver'];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? L.none : children}
      </Typography>
    </Box>
  );
}

function Section({ title, children, level }: { title: string; children: ReactNode; level: 2 | 3 }) {
  return (
    <Box component="section" aria-label={title} sx={{ breakInside: 'avoid' }}>
      <Typography component={level === 2 ? 'h2' : 'h3'} variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const fields = { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25, m: 0 } as const;

/** One signature block (002 §2): who signed and when, and whether it verified — with the server's reason if not. */
function SignatureBlock({ signature, title }: { signature: TTransportSignature; title: string }) {
  return (
    <Box
      component="li"
      data-signature-role={signature.role}
      data-signature-status={signature.status}
      sx={{ listStyle: 'none', border: 1, borderColor: signature.status === 'invalid' ? 'error.main' : 'divider', borderRadius: 1, p: 1, breakInside: 'avoid' }}
    >
      <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Chip size="small" color={SIGNATURE_COLORS[signature.status]} label={L.status[signature.status]} sx={{ my: 0.5 }} />
      <Box component="dl" sx={fields}>
        <Field label={L.signer}>{signature.signerName}</Field>
        <Field label={L.signedAt}>{formatDateTime(signature.signedAt)}</Field>
      </Box>
      {signature.reason ? (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {signature.reason}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Signatures in the paper's order (company, departure, arrival, drivers), driver blocks numbered. */
function orderedSignatures(signatures: readonly TTransportSignature[]): Array<{ signature: TTransportSignature; title: string }> {
  const sorted = [...signatures].sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
  let driver = 0;
  return sorted.map((signature) => {
    if (signature.role !== 'driver') return { signature, title: L.role[signature.role] };
    driver += 1;
    return { signature, title: `${L.role.driver} ${driver}` };
  });
}

/**
 * The content of a transport order as the view page and the list's view dialog show it, and as it prints (002 §2
 * 'Transport order view'): the company, the order's code and validity, drivers, staff, vehicle, route, the two
 * stations' confirmations, a QR code to the order and the signature blocks as the server verified them.
 */
export function TransportOrderDocument({ detail, qrValue, headingLevel = 1 }: TransportOrderDocumentProps) {
  const { document: doc, signatures } = detail;
  const sub = headingLevel === 1 ? 2 : 3;
  return (
    <Box component="article" aria-label={`${L.heading} ${doc.code}`} className="transport-order-document" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {doc.company.name}
          </Typography>
          <Box component="dl" sx={fields}>
            <Field label={L.taxCode}>{doc.company.taxCode}</Field>
            <Field label={L.phone}>{doc.company.phone}</Field>
          </Box>
        </Box>
        <Box sx={{ textAlign: 'center', flex: 1 }}>
          <Typography component={headingLevel === 1 ? 'h1' : 'h2'} variant="h6" sx={{ fontWeight: 700 }}>
            {L.heading}
          </Typography>
          <Typography variant="caption" component="p">
            {L.legal}
          </Typography>
          <Box component="dl" sx={{ ...fields, gridTemplateColumns: 'max-content max-content', justifyContent: 'center', textAlign: 'left', mt: 0.5 }}>
            <Field label={L.code}>{doc.code}</Field>
            <Field label={L.validity}>{L.validFromTo(formatDateTime(doc.validFrom), formatDateTime(doc.validTo))}</Field>
          </Box>
        </Box>
        <OrderQrCode value={qrValue} label={L.qr(doc.code)} />
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
        <Section title={L.drivers} level={sub}>
          <Box component="dl" sx={fields}>
            {doc.drivers.length === 0 ? <Field label={L.driver(1)}>{null}</Field> : null}
            {doc.drivers.map((d, i) => (
              <Field key={`${d.name}-${i}`} label={L.driver(i + 1)}>
                {d.licenceClass ? `${d.name} (${L.licenceClass} ${d.licenceClass})` : d.name}
              </Field>
            ))}
            <Field label={L.serviceStaff}>{doc.serviceStaff.join(', ')}</Field>
          </Box>
        </Section>
        <Section title={L.vehicle} level={sub}>
          <Box component="dl" sx={fields}>
            <Field label={L.numberPlate}>{doc.vehicle.numberPlate}</Field>
            <Field label={L.seats}>{doc.vehicle.seatCount}</Field>
            <Field label={L.brand}>{doc.vehicle.brand}</Field>
          </Box>
        </Section>
        <Section title={L.route} level={sub}>
          <Box component="dl" sx={fields}>
            <Field label={L.upStation}>{`${doc.route.upStationName} (${doc.route.upStationCode})`}</Field>
            <Field label={L.downStation}>{`${doc.route.downStationName} (${doc.route.downStationCode})`}</Field>
            <Field label={L.routeCode}>{doc.route.code}</Field>
            <Field label={L.itinerary}>{doc.route.itinerary}</Field>
            <Field label={L.plannedDeparture}>{formatTimeDate(doc.plannedDepartureTime)}</Field>
          </Box>
        </Section>
        <Section title={`${L.upBlock} / ${L.downBlock}`} level={sub}>
          <Box component="dl" sx={fields}>
            <Field label={L.actualDeparture}>{formatTimeDate(sideMoment(doc, 'up'))}</Field>
            <Field label={L.passengersUp}>{doc.up?.passengerCount}</Field>
            <Field label={L.arrivalConfirm}>{formatTimeDate(sideMoment(doc, 'down'))}</Field>
            <Field label={L.passengersDown}>{doc.down?.passengerCount}</Field>
          </Box>
        </Section>
      </Box>

      <Section title={L.signatures} level={sub}>
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1 }}>
          {orderedSignatures(signatures).map(({ signature, title }) => (
            <SignatureBlock key={title} signature={signature} title={title} />
          ))}
        </Box>
      </Section>
    </Box>
  );
}
