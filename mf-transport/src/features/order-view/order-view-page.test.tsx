import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSPORT_LABELS } from '../../messages';
import { fakeTransportServices, type FakeTransportServices } from '../../test-support/fake-transport-services';
import { transportOrderFixtures } from '../../test-support/transport-fixtures';
import { OrderViewPage } from './order-view-page';

vi.setConfig({ testTimeout: 30_000 });
const later = { timeout: 20_000 };
const D = TRANSPORT_LABELS.document;
const orders = transportOrderFixtures();
const byCode = (code: string) => orders.find((o) => o.code === code)!;

function setup(props: { services?: FakeTransportServices; id?: string | null } = {}) {
  const services = props.services ?? fakeTransportServices();
  const print = vi.fn();
  render(
    <BusdeskProviders>
      <OrderViewPage services={services} print={print} {...(props.id === undefined ? {} : { id: props.id })} />
    </BusdeskProviders>,
  );
  return { services, print };
}

const doc = () => screen.findByRole('article', {}, later);
/** The value a field shows, by its label (a dt/dd pair). */
const fieldOf = (root: HTMLElement, label: string) => within(root).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => window.history.pushState(null, '', '/transport/view'));
afterEach(cleanup);

describe('OrderViewPage', () => {
  it("adds no main landmark of its own: the portal's content slot is the page's one main", async () => {
    window.history.pushState(null, '', `/transport/view?id=${byCode('LVC-0004').id}`);
    setup();
    await doc();
    expect(screen.queryAllByRole('main')).toHaveLength(0);
  });

  it("reads the order's id from ?id= (with the page's ?token=) and shows every field of the order", async () => {
    const order = byCode('LVC-0004');
    window.history.pushState(null, '', `/transport/view?id=${order.id}&token=abc`);
    const { services } = setup();
    const article = await doc();
    expect(services.calls).toContainEqual({ op: 'detail', id: order.id });
    const text = article.textContent ?? '';
    for (const shown of [order.companyName, '0301234567', order.companyPhone!, 'LVC-0004', 'Nguyễn Văn Hùng (Hạng GPLX D)', 'Trần Minh Tâm (Hạng GPLX E)', 'Lê Thị Hoa', order.numberPlate, '34', 'Thaco Mobihome', '5161.1111.A', 'QL1A - QL20 - Bảo Lộc - Đức Trọng']) {
      expect(text).toContain(shown);
    }
    expect(fieldOf(article, D.upStation)).toBe(`${order.partnerUpName} (${order.partnerUpCode})`);
    expect(fieldOf(article, D.downStation)).toBe(`${order.partnerDownName} (${order.partnerDownCode})`);
    expect(fieldOf(article, D.passengersUp)).toBe('28');
    expect(fieldOf(article, D.passengersDown)).toBe('27');
    expect(fieldOf(article, D.actualDeparture)).toMatch(/^09:30 \d{2}\/\d{2}\/\d{4}$/);
    expect(fieldOf(article, D.arrivalConfirm)).toMatch(/^15:00 \d{2}\/\d{2}\/\d{4}$/);
    // The QR code holds the order's address.
    const qr = await within(article).findByRole('img', { name: D.qr('LVC-0004') }, later);
    expect(qr.getAttribute('data-qr-value')).toBe(`${window.location.origin}/transport/view?id=${order.id}`);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('marks each signature block valid, invalid with the reason, or absent', async () => {
    const order = byCode('LVC-0002');
    setup({ id: order.id, services: fakeTransportServices({ tampered: [order.id] }) });
    await doc();
    const blocks = [...document.querySelectorAll('[data-signature-role]')].map((b) => [b.getAttribute('data-signature-role'), b.getAttribute('data-signature-status')]);
    expect(blocks).toEqual([
      ['company', 'valid'],
      ['up', 'invalid'],
      ['down', 'absent'],
      ['driver', 'valid'],
      ['driver', 'absent'],
    ]);
    const up = document.querySelector('[data-signature-role="up"]') as HTMLElement;
    expect(within(up).getByText('Nội dung lệnh đã bị thay đổi sau khi ký')).toBeTruthy();
    expect(within(up).getByText(D.role.up)).toBeTruthy();
    expect(fieldOf(up, D.signer)).toBe(order.partnerUpName);
    // Negative control: the same order untampered verifies.
    cleanup();
    setup({ id: order.id });
    await doc();
    expect(document.querySelector('[data-signature-role="up"]')?.getAttribute('data-signature-status')).toBe('valid');
  });

  it("prints with an A4 layout that shows only the order, and downloads 'lvc' plus a timestamp", async () => {
    const order = byCode('LVC-0003');
    const { print, services } = setup({ id: order.id });
    await doc();
    await userEvent.click(screen.getByRole('button', { name: TRANSPORT_LABELS.view.print }));
    expect(print).toHaveBeenCalledTimes(1);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/@media print/);
    expect(css).toMatch(/size:\s*A4 portrait/);
    expect(css).toMatch(/visibility:\s*hidden/);
    let name = '';
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    await userEvent.click(screen.getByRole('button', { name: TRANSPORT_LABELS.view.downloadXml }));
    await waitFor(() => expect(name).toMatch(/^lvc\d{13}\.xml$/), later);
    expect(services.calls).toContainEqual({ op: 'xml', id: order.id });
    click.mockRestore();
  });

  it("says so when the page has no id, and shows the server's message for an order it cannot read", async () => {
    setup({ id: null });
    expect(await screen.findByText(MSG.transport.orderIdMissing, {}, later)).toBeTruthy();
    cleanup();
    setup({ id: 'lvc-001', services: fakeTransportServices({ fail: ['detail'] }) });
    expect(await screen.findByText('Không tìm thấy lệnh vận chuyển', {}, later)).toBeTruthy();
    expect(screen.queryByRole('button', { name: TRANSPORT_LABELS.view.print })).toBeNull();
  });
});
