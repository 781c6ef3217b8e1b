import Box from '@mui/material/Box';
import { escapeHtml, fillTemplate, SAMPLE_TICKET_VALUES } from '@busdesk/api-contract';
import { sanitizePrintHtml } from '@busdesk/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { MAIL_TEMPLATE_LABELS as L } from '../labels';
import { SectionHeading, SectionNote } from './section-heading';

export interface TemplatePreviewProps {
  /** The template as being edited (`{placeholder}`s unfilled). */
  html: string;
  /** Placeholder values to fill it with; the sample ticket by default. */
  values?: Readonly<Record<string, string>>;
  /** Wait this long after the last change before redrawing (typing should not redraw the frame per key). */
  delayMs?: number;
}

/** The document the frame shows: the filled template, sanitised, as a mail client would lay it out. */
export async function previewDocument(html: string, values: Readonly<Record<string, string>>): Promise<string> {
  const clean = await sanitizePrintHtml(fillTemplate(html, values, 'html'));
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(L.previewFrame)}</title><style>body{font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;margin:12px;line-height:1.5}</style></head><body>${clean}</body></html>`;
}

/**
 * The live preview: the template filled with a sample ticket (the same fill the server runs, values escaped),
 * sanitised with DOMPurify, in a frame sandboxed without scripts (`sandbox=""`): nothing in a template can run or
 * touch the portal page.
 */
export function TemplatePreview({ html, values = SAMPLE_TICKET_VALUES, delayMs = 250 }: TemplatePreviewProps) {
  // Each redraw is a new frame (its key): changing a frame's srcdoc navigates it, and every such navigation was an
  // entry of the browser's history — Back then stepped through the preview's redraws instead of leaving the screen.
  const [doc, setDoc] = useState<{ html: string; revision: number } | null>(null);
  const drawn = useRef(false);
  useEffect(() => {
    let current = true;
    // The first draw is immediate; later ones wait for a pause in the typing.
    const timer = setTimeout(
      () => {
        void previewDocument(html, values).then((next) => {
          if (!current) return;
          drawn.current = true;
          setDoc((last) => ({ html: next, revision: (last?.revision ?? 0) + 1 }));
        });
      },
      drawn.current ? delayMs : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [html, values, delayMs]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <SectionHeading>{L.preview}</SectionHeading>
      <SectionNote>{L.previewNote}</SectionNote>
      <Box
        key={doc?.revision ?? 0}
        component="iframe"
        title={L.previewFrame}
        sandbox=""
        srcDoc={doc?.html ?? ''}
        data-testid="mail-preview"
        sx={{ width: '100%', height: 360, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
      />
    </Box>
  );
}
