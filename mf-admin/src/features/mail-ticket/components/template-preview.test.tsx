import { SAMPLE_TICKET_VALUES } from '@busdesk/api-contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_TEMPLATE_LABELS as L } from '../labels';
import { previewDocument, TemplatePreview } from './template-preview';

afterEach(cleanup);

describe('the mail template preview', () => {
  it('fills the template with the sample ticket, values escaped', async () => {
    const doc = await previewDocument('<p>{fullName} · {ticketCode} · {nope}</p>', { ...SAMPLE_TICKET_VALUES, fullName: 'An <b>"Bình"</b>' });
    expect(doc).toContain(`<p>An &lt;b&gt;"Bình"&lt;/b&gt; · ${SAMPLE_TICKET_VALUES.ticketCode} · {nope}</p>`);
  });

  it('sanitises before the frame: no script, handler or javascript: URL reaches it', async () => {
    const hostile = '<p onclick="x()">Vé</p><img src=x onerror="x()"><script>x()</script><a href="javascript:x()">a</a><svg onload="x()"></svg>';
    const doc = await previewDocument(hostile, SAMPLE_TICKET_VALUES);
    expect(doc).not.toMatch(/onclick|onerror|onload|<script|javascript:/i);
    expect(doc).toContain('<p>Vé</p>');
    // Negative control: the same text unsanitised has all of them.
    expect(hostile).toMatch(/onclick|onerror|onload|<script|javascript:/i);
  });

  it('shows it in a frame sandboxed without scripts', async () => {
    render(<TemplatePreview html="<p>Ghế {seatId}</p>" />);
    await waitFor(() => expect(screen.getByTitle(L.previewFrame).getAttribute('srcdoc')).toContain(`Ghế ${SAMPLE_TICKET_VALUES.seatId}`));
    expect(screen.getByTitle(L.previewFrame).getAttribute('sandbox')).toBe('');
  });
});
