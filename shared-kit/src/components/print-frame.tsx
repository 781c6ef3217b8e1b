import { useCallback, useImperativeHandle, useRef, type ReactElement, type Ref } from 'react';
import { COMPONENT_LABELS } from './component-labels';

export type PrintPreset = 'ticket' | 'report';

// Colours (paid/unpaid marks, QR codes) must print as designed, not be dropped to save toner.
const COMMON_CSS = `*{-webkit-print-color-adjust:exact;print-color-adjust:exact;box-sizing:border-box}
html,body{margin:0;padding:0;color:#000;background:#fff}`;

/**
 * Print CSS of each preset. 'ticket': the companies' ticket templates are 300 px wide and go to thermal
 * receipt printers, so the page has no margin. 'report': A4 portrait with 12 mm margins, bordered tables.
 */
export const PRINT_PRESET_CSS: Readonly<Record<PrintPreset, string>> = {
  ticket: `${COMMON_CSS}
@page{margin:0}
body{width:300px;font-family:Arial,Helvetica,sans-serif;font-size:12px}`,
  report: `${COMMON_CSS}
@page{size:A4 portrait;margin:12mm}
body{font-family:'Times New Roman',Times,serif;font-size:12pt}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #000;padding:4px 6px}
tr{page-break-inside:avoid}`,
};

export interface PrintFrameHandle {
  /** Prints `html` (or the `html` prop). Resolves true once the print dialog was opened, false on failure. */
  print: (html?: string) => Promise<boolean>;
}

export interface PrintFrameProps {
  preset: PrintPreset;
  /** Default content; ticket templates come from the server and are sanitised before they reach the frame. */
  html?: string;
  onError?: (error: unknown) => void;
  ref?: Ref<PrintFrameHandle>;
}

const IMAGE_WAIT_MS = 2000;

// A QR code or logo still loading when print() runs would print as a blank box.
function imagesLoaded(doc: Document): Promise<void> {
  const pending = Array.from(doc.images).filter((img) => !img.complete);
  if (pending.length === 0) return Promise.resolve();
  const all = Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
}

/** Sanitises `html` with DOMPurify, loaded on first print so screens that never print do not load it. */
export async function sanitizePrintHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  // FORCE_BODY keeps a template's leading <style> block, which DOMPurify would otherwise drop.
  return DOMPurify.sanitize(html, { FORCE_BODY: true });
}

/**
 * A hidden iframe that prints HTML with the preset's page CSS, leaving the portal page untouched. Print from
 * the ref (`ref.current.print(html)`) or use `usePrintFrame`.
 */
export function PrintFrame({ preset, html, onError, ref }: PrintFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      async print(content?: string) {
        try {
          const win = frame.current?.contentWindow;
          const doc = frame.current?.contentDocument;
          if (!win || !doc) throw new Error('print frame is not mounted');
          const clean = await sanitizePrintHtml(content ?? html ?? '');
          doc.documentElement.lang = 'vi';
          doc.head.innerHTML = `<meta charset="utf-8"><style>${PRINT_PRESET_CSS[preset]}</style>`;
          doc.body.innerHTML = clean;
          await imagesLoaded(doc);
          const focused = document.activeElement;
          win.focus();
          win.print();
          // Printing focused the frame: give the focus back, or the page's keyboard (the counter's shortcuts, the seat
          // map's arrows) would go to the hidden frame until the clerk clicked or tabbed back into the page.
          window.focus();
          if (focused instanceof HTMLElement && focused.isConnected) focused.focus({ preventScroll: true });
          return true;
        } catch (e) {
          onError?.(e);
          return false;
        }
      },
    }),
    [preset, html, onError],
  );

  return (
    <iframe
      ref={frame}
      title={COMPONENT_LABELS.printFrameTitle}
      aria-hidden
      tabIndex={-1}
      data-print-preset={preset}
      // Not display:none: some browsers refuse to print an undisplayed frame.
      style={{ position: 'fixed', right: 0, bottom: 0, width: 0, height: 0, border: 0, visibility: 'hidden' }}
    />
  );
}

export interface UsePrintFrame {
  /** Render this once in the screen. */
  frame: ReactElement;
  print: (html: string) => Promise<boolean>;
}

/** `const { frame, print } = usePrintFrame({ preset: 'ticket', onError })`, then `print(html)`. */
export function usePrintFrame(options: { preset: PrintPreset; onError?: (error: unknown) => void }): UsePrintFrame {
  const handle = useRef<PrintFrameHandle>(null);
  // Read at call time so a stable `print` can be passed down without re-rendering its users.
  const onError = useRef(options.onError);
  onError.current = options.onError;
  const print = useCallback(async (html: string) => {
    if (handle.current) return handle.current.print(html);
    onError.current?.(new Error('print frame is not rendered'));
    return false;
  }, []);
  return { frame: <PrintFrame ref={handle} preset={options.preset} onError={options.onError} />, print };
}
