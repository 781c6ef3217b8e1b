import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSPORT_LABELS } from '../../../messages';
import { fromVnInputValue, toVnInputValue } from '../../../shared/vn-datetime-input';
import { fakeTransportServices, type FakeTransportServices } from '../../../test-support/fake-transport-services';
import { transportOrderFixtures } from '../../../test-support/transport-fixtures';
import { EditOrderDialog } from './edit-order-dialog';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);
const later = { timeout: 20_000 };
const L = TRANSPORT_LABELS.edit;
const orders = transportOrderFixtures();
const byCode = (code: string) => orders.find((o) => o.code === code)!;

function setup(code: string, sides: Array<'up' | 'down'>, services: FakeTransportServices = fakeTransportServices(), detail?: FakeTransportServices['detail']) {
  const onSaved = vi.fn();
  render(
    <BusdeskProviders>
      <EditOrderDialog order={byCode(code)} sides={sides} update={services.updateConfirm} {...(detail ? { detail } : {})} onClose={vi.fn()} onSaved={onSaved} />
    </BusdeskProviders>,
  );
  return { onSaved, services, dialog: within(screen.getByRole('dialog', { name: L.title(code) })) };
}

describe('EditOrderDialog', () => {
  it('starts from the departure the station recorded, not the planned one, so saving a count keeps it', async () => {
    // Seen on /transport: actual departure saved as 08:41 (the view says so), the dialog reopened at the planned 08:30,
    // and saving a corrected passenger count would have written 08:30 back.
    const services = fakeTransportServices();
    const order = byCode('LVC-0002');
    const recorded = order.timeStartTrip + 11 * 60_000;
    const detail: FakeTransportServices['detail'] = async (id) => {
      const answer = await services.detail(id);
      return { ...answer, document: { ...answer.document, up: { ...answer.document.up!, departureTime: recorded, passengerCount: 23 } } };
    };
    const { dialog } = setup('LVC-0002', ['up'], services, detail);
    const time = within(dialog.getByRole('group', { name: L.timeUp })).getByRole('textbox', { name: TRANSPORT_LABELS.dateTime.time }) as HTMLInputElement;
    await waitFor(() => expect(time.value).toBe(toVnInputValue(recorded).slice(11)), later);
    expect((dialog.getByRole('spinbutton', { name: L.passengersUp }) as HTMLInputElement).value).toBe('23');
    const save = dialog.getByRole('button', { name: L.save });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), later);
    await userEvent.click(save);
    await waitFor(() => expect(services.calls.find((c) => c.op === 'updateConfirm')).toMatchObject({ request: { time: recorded, numberCustomer: 23 } }), later);
  });

  it('starts the arrival side from the arrival the station recorded (its entry time), not from when it signed', async () => {
    const services = fakeTransportServices();
    const order = byCode('LVC-0004');
    const arrived = order.timeEndTrip! - 17 * 60_000;
    const detail: FakeTransportServices['detail'] = async (id) => {
      const answer = await services.detail(id);
      return { ...answer, document: { ...answer.document, down: { ...answer.document.down!, entryTime: arrived, confirmTime: arrived + 40 * 60_000 } } };
    };
    const { dialog } = setup('LVC-0004', ['down'], services, detail);
    const time = within(dialog.getByRole('group', { name: L.timeDown })).getByRole('textbox', { name: TRANSPORT_LABELS.dateTime.time }) as HTMLInputElement;
    await waitFor(() => expect(time.value).toBe(toVnInputValue(arrived).slice(11)), later);
  });

  it('shows the time as the list writes it, DD/MM/YYYY and 24-hour HH:mm, never a browser date-time input', async () => {
    // An English-language browser drew the datetime-local input as '12/02/2026, 03:00 PM' for 02/12/2026 15:00.
    const { dialog } = setup('LVC-0004', ['down']);
    const order = byCode('LVC-0004');
    const [day, time] = toVnInputValue(order.timeEndTrip).split('T') as [string, string];
    const group = within(dialog.getByRole('group', { name: L.timeDown }));
    expect((group.getByRole('textbox', { name: TRANSPORT_LABELS.dateTime.time }) as HTMLInputElement).value).toBe(time);
    expect(time).toMatch(/^1\d:\d{2}$/); // an afternoon: 24-hour, no AM/PM
    expect(group.getByRole('group', { name: TRANSPORT_LABELS.dateTime.day }).textContent).toContain(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);
    expect(document.querySelector('input[type="datetime-local"], input[type="date"], input[type="time"]')).toBeNull();
  });

  it('refuses a time that is not HH:mm at the field, without calling the server', async () => {
    const { dialog, services } = setup('LVC-0002', ['up']);
    const group = within(dialog.getByRole('group', { name: L.timeUp }));
    const time = group.getByRole('textbox', { name: TRANSPORT_LABELS.dateTime.time });
    for (const bad of ['25:10', '7:6', '']) {
      await userEvent.clear(time);
      if (bad) await userEvent.type(time, bad);
      await userEvent.click(dialog.getByRole('button', { name: L.save }));
      expect(await group.findByText(MSG.transport.timeRequired)).toBeTruthy();
    }
    expect(services.calls.filter((c) => c.op === 'updateConfirm')).toHaveLength(0);
  });

  it('edits only the departure side when that is the only side of the station', async () => {
    const { dialog } = setup('LVC-0002', ['up']);
    const side = dialog.getByRole('combobox', { name: L.side });
    expect(side.getAttribute('aria-disabled')).toBe('true');
    expect(side.textContent).toContain('Bến xe Miền Đông');
    expect((dialog.getByRole('spinbutton', { name: L.passengersUp }) as HTMLInputElement).value).toBe('28');
    expect(dialog.queryByRole('spinbutton', { name: L.passengersDown })).toBeNull();
  });

  it('refuses a negative or fractional passenger count without calling the server', async () => {
    const { dialog, services } = setup('LVC-0002', ['up']);
    const count = dialog.getByRole('spinbutton', { name: L.passengersUp });
    for (const bad of ['-1', '2.5']) {
      await userEvent.clear(count);
      await userEvent.type(count, bad);
      await userEvent.click(dialog.getByRole('button', { name: L.save }));
      expect(await dialog.findByText(MSG.transport.passengersInvalid)).toBeTruthy();
    }
    expect(services.calls.filter((c) => c.op === 'updateConfirm')).toHaveLength(0);
    // Negative control: 0 is a valid count.
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.click(dialog.getByRole('button', { name: L.save }));
    await waitFor(() => expect(services.calls.filter((c) => c.op === 'updateConfirm')).toHaveLength(1), later);
  });

  it("saves the count and time of the chosen side and says 'Cập nhật lệnh thành công'", async () => {
    const { dialog, services, onSaved } = setup('LVC-0002', ['up']);
    const count = dialog.getByRole('spinbutton', { name: L.passengersUp });
    await userEvent.clear(count);
    await userEvent.type(count, '31');
    const time = within(dialog.getByRole('group', { name: L.timeUp })).getByRole('textbox', { name: TRANSPORT_LABELS.dateTime.time });
    await userEvent.clear(time);
    await userEvent.type(time, '19:45');
    await userEvent.click(dialog.getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.transport.editSuccess, {}, later)).toBeTruthy();
    const day = toVnInputValue(byCode('LVC-0002').timeStartTrip).slice(0, 10);
    expect(services.calls.find((c) => c.op === 'updateConfirm')).toEqual({
      op: 'updateConfirm',
      request: { id: byCode('LVC-0002').id, numberCustomer: 31, time: fromVnInputValue(`${day}T19:45`), partnerType: 'up' },
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('lets a station holding both sides pick the arrival side, with its own fields', async () => {
    const { dialog, services } = setup('LVC-0001', ['up', 'down']);
    await userEvent.click(dialog.getByRole('combobox', { name: L.side }));
    await userEvent.click(await screen.findByRole('option', { name: /^Bến đến/ }));
    const count = dialog.getByRole('spinbutton', { name: L.passengersDown });
    await userEvent.type(count, '12');
    await userEvent.click(dialog.getByRole('button', { name: L.save }));
    await waitFor(() => expect(services.calls.find((c) => c.op === 'updateConfirm')).toMatchObject({ request: { partnerType: 'down', numberCustomer: 12 } }), later);
  });

  it("says 'Cập nhật lệnh thất bại' when the server refuses and stays open", async () => {
    const { dialog, onSaved } = setup('LVC-0002', ['up'], fakeTransportServices({ fail: ['update'] }));
    await userEvent.click(dialog.getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.transport.editFailed, {}, later)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
