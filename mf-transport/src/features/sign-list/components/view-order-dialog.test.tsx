import { MSG, type TTransportOrder } from '@busdesk/api-contract';
import { ApiError, BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSPORT_LABELS } from '../../../messages';
import { fakeTransportServices, type FakeTransportServices } from '../../../test-support/fake-transport-services';
import { ORDER_XML, transportOrderFixtures } from '../../../test-support/transport-fixtures';
import { ViewOrderDialog } from './view-order-dialog';

vi.setConfig({ testTimeout: 30_000 });
const later = { timeout: 20_000 };
const L = TRANSPORT_LABELS.view;
const me = { partnerId: 'p1', partnerName: 'Bến xe Miền Đông', childrenPartnerIds: ['p1c'], isStation: true };
const orders = transportOrderFixtures();
const byCode = (code: string) => orders.find((o) => o.code === code)!;

function setup(order: TTransportOrder, services: FakeTransportServices = fakeTransportServices(), user: typeof me | null = me) {
  const onSigned = vi.fn();
  render(
    <BusdeskProviders>
      <ViewOrderDialog order={order} user={user} services={services} onClose={vi.fn()} onSigned={onSigned} />
    </BusdeskProviders>,
  );
  return { onSigned, services };
}

/** Waits for the order's content, then the dialog's action buttons by name. */
async function buttons() {
  const dialog = await screen.findByRole('dialog', {}, later);
  await within(dialog).findByRole('article', {}, later);
  return within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

let saved: { name: string; text: string } | null;
beforeEach(() => {
  saved = null;
  // jsdom has no object URLs: keep what the dialog hands to the browser as a file.
  let blob: Blob | null = null;
  URL.createObjectURL = (b: Blob) => {
    blob = b;
    return 'blob:order';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    void blob?.text().then((text) => (saved = { name: this.download, text }));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ViewOrderDialog', () => {
  it("offers 'Bến đi ký' to the departure station that has not signed, and not 'Bến đến ký' for another station", async () => {
    setup(byCode('LVC-0001'));
    expect(await buttons()).toEqual([L.cancel, L.downloadXml, MSG.transport.upSign]);
  });

  it("offers 'Bến đến ký' for a child station's arrival", async () => {
    setup(byCode('LVC-0007'));
    expect(await buttons()).toEqual([L.cancel, L.downloadXml, MSG.transport.downSign]);
  });

  it('offers no signing once the side is at 3, nor to a visitor', async () => {
    setup(byCode('LVC-0004'));
    expect(await buttons()).toEqual([L.cancel, L.downloadXml]);
    cleanup();
    setup(byCode('LVC-0001'), fakeTransportServices(), null);
    expect(await buttons()).toEqual([L.cancel, L.downloadXml]);
  });

  it("signs and says the server's message, then hands over to the list", async () => {
    const { onSigned, services } = setup(byCode('LVC-0001'));
    await buttons();
    await userEvent.click(screen.getByRole('button', { name: MSG.transport.upSign }));
    expect(await screen.findByText(MSG.transport.signSuccess, {}, later)).toBeTruthy();
    expect(services.calls).toContainEqual({ op: 'upSign', id: byCode('LVC-0001').id });
    expect(onSigned).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, or 'Lỗi' when it gave none, and keeps the dialog", async () => {
    const { onSigned } = setup(byCode('LVC-0001'), fakeTransportServices({ fail: ['sign'] }));
    await buttons();
    await userEvent.click(screen.getByRole('button', { name: MSG.transport.upSign }));
    expect(await screen.findByText('Chứng thư số của bến đã hết hạn', {}, later)).toBeTruthy();
    expect(onSigned).not.toHaveBeenCalled();
    cleanup();
    const silent = fakeTransportServices();
    silent.upSign = () => Promise.reject(new ApiError('', 500));
    setup(byCode('LVC-0001'), silent);
    await buttons();
    await userEvent.click(screen.getByRole('button', { name: MSG.transport.upSign }));
    expect(await screen.findByText(MSG.transport.signFailed, {}, later)).toBeTruthy();
  });

  it('shows the order and marks a signature that no longer verifies', async () => {
    const order = byCode('LVC-0002');
    setup(order, fakeTransportServices({ tampered: [order.id] }));
    await buttons();
    const up = document.querySelector('[data-signature-role="up"]') as HTMLElement;
    expect(up.getAttribute('data-signature-status')).toBe('invalid');
    expect(within(up).getByText(TRANSPORT_LABELS.document.status.invalid)).toBeTruthy();
    expect(within(up).getByText('Nội dung lệnh đã bị thay đổi sau khi ký')).toBeTruthy();
    expect(document.querySelector('[data-signature-role="company"]')?.getAttribute('data-signature-status')).toBe('valid');
  });

  it("downloads the stored XML as 'lvc' plus a timestamp", async () => {
    const order = byCode('LVC-0003');
    setup(order);
    await buttons();
    await userEvent.click(screen.getByRole('button', { name: L.downloadXml }));
    await waitFor(() => expect(saved).not.toBeNull(), later);
    expect(saved!.name).toMatch(/^lvc\d{13}\.xml$/);
    expect(saved!.text).toBe(ORDER_XML.replace('LVC-0001', 'LVC-0003'));
  });
});
