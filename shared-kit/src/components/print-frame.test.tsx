import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintFrame, usePrintFrame, type PrintFrameHandle, type PrintPreset } from './print-frame';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function frameOf(container: HTMLElement) {
  const iframe = container.querySelector('iframe');
  if (!iframe?.contentWindow || !iframe.contentDocument) throw new Error('no frame');
  return { iframe, win: iframe.contentWindow, doc: iframe.contentDocument };
}

const TICKET = '<style>.seat{font-weight:bold}</style><div class="seat">A01</div><img src="x" onerror="alert(1)"><script>alert(2)</script>';

describe('PrintFrame', () => {
  it('prints sanitised HTML in a hidden frame with the ticket page CSS', async () => {
    const ref = createRef<PrintFrameHandle>();
    const { container } = render(<PrintFrame ref={ref} preset="ticket" />);
    const { win, doc, iframe } = frameOf(container);
    const print = vi.spyOn(win, 'print').mockImplementation(() => undefined);

    await expect(ref.current!.print(TICKET)).resolves.toBe(true);
    expect(print).toHaveBeenCalledTimes(1);
    expect(iframe.style.visibility).toBe('hidden');
    expect(doc.body.querySelector('.seat')?.textContent).toBe('A01');
    // The template's own style survives; scripts and event handlers do not.
    expect(doc.body.innerHTML).toContain('.seat{font-weight:bold}');
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const css = doc.head.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/@page\{margin:0\}/);
    expect(css).toMatch(/width:300px/);
  });

  it('uses A4 portrait with 12 mm margins for reports', async () => {
    const ref = createRef<PrintFrameHandle>();
    const { container } = render(<PrintFrame ref={ref} preset="report" html="<h1>BẢNG QUYẾT TOÁN TIỀN VÉ</h1>" />);
    const { win, doc } = frameOf(container);
    vi.spyOn(win, 'print').mockImplementation(() => undefined);
    await ref.current!.print();
    expect(doc.body.textContent).toBe('BẢNG QUYẾT TOÁN TIỀN VÉ');
    expect(doc.head.textContent).toContain('@page{size:A4 portrait;margin:12mm}');
  });

  it('reports a failed print through onError', async () => {
    const ref = createRef<PrintFrameHandle>();
    const onError = vi.fn();
    const { container } = render(<PrintFrame ref={ref} preset="ticket" onError={onError} />);
    const failure = new Error('printer offline');
    vi.spyOn(frameOf(container).win, 'print').mockImplementation(() => {
      throw failure;
    });
    await expect(ref.current!.print('<p>x</p>')).resolves.toBe(false);
    expect(onError).toHaveBeenCalledWith(failure);
  });
});

describe('usePrintFrame', () => {
  function PrintButton({ preset }: { preset: PrintPreset }) {
    const { frame, print } = usePrintFrame({ preset });
    return (
      <>
        <button onClick={() => void print('<p>VE0001</p>')}>in</button>
        {frame}
      </>
    );
  }

  it('prints from a button through the hook', async () => {
    const { container } = render(<PrintButton preset="ticket" />);
    const { win, doc } = frameOf(container);
    const print = vi.spyOn(win, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'in' }));
    await vi.waitFor(() => expect(print).toHaveBeenCalled());
    expect(doc.body.textContent).toBe('VE0001');
  });
});
