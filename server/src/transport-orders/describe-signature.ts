import { formatVnMoment, MSG, type TTransportSignature } from '@busdesk/api-contract';

/** The list's and the view's text of one verified signature block (descriptionSignCompany / Up / Down). */
export function describeSignature(sig: TTransportSignature | undefined): string | null {
  if (!sig || sig.status === 'absent') return null;
  if (sig.status === 'invalid') return MSG.transport.signatureInvalid(sig.reason ?? '');
  return MSG.transport.signedBy(sig.signerName ?? '', formatVnMoment(sig.signedAt, 'timeDate'));
}
