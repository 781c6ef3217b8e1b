import { MSG, TRANSPORT_XML_MAX_BYTES, type TCreateTransportOrderFields } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSPORT_LABELS } from '../../../messages';
import { fakeTransportServices, type FakeTransportServices } from '../../../test-support/fake-transport-services';
import { fromVnInputValue, toVnInputValue } from '../../../shared/vn-datetime-input';
import { CreateOrderDialog, UPLOAD_DELAY_MS } from './create-order-dialog';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);
const L = TRANSPORT_LABELS.create;
const later = { timeout: 20_000 };
// A user may switch the file picker to 'All files': the dialog must refuse what `accept` would have hidden.
const user = () => userEvent.setup({ applyAccept: false });

function setup(services: FakeTransportServices = fakeTransportServices()) {
  const uploads: Array<{ at: number; file: File; fields: TCreateTransportOrderFields }> = [];
  const create: FakeTransportServices['create'] = async (file, fields) => {
    uploads.push({ at: Date.now(), file, fields });
    return services.create(file, fields);
  };
  const onCreated = vi.fn();
  render(
    <BusdeskProviders>
      <CreateOrderDialog create={create} onClose={vi.fn()} onCreated={onCreated} />
    </BusdeskProviders>,
  );
  const dialog = within(screen.getByRole('dialog', { name: L.title }));
  const input = dialog.getByLabelText(L.file) as HTMLInputElement;
  return { uploads, onCreated, dialog, input };
}

const xmlFile = (name = 'lenh.xml', body = '<LenhVanChuyen/>') => new File([body], name, { type: 'text/xml' });

describe('CreateOrderDialog', () => {
  it('asks the departure time as DD/MM/YYYY and 24-hour HH:mm, never with a browser date-time input', () => {
    const { dialog } = setup();
    const group = within(dialog.getByRole('group', { name: L.departure }));
    expect((group.getByRole('textbox', { name: TRANSPORT_LABELS.dateTime.time }) as HTMLInputElement).value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(group.getByRole('group', { name: TRANSPORT_LABELS.dateTime.day }).textContent).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(document.querySelector('input[type="datetime-local"], input[type="date"], input[type="time"]')).toBeNull();
  });

  it('accepts only text/xml in the picker', () => {
    const { input } = setup();
    expect(input.accept).toBe('text/xml');
    expect(input.multiple).toBe(false);
  });

  it("refuses any other type with 'File không hợp lệ', clears the file and uploads nothing", async () => {
    const { uploads, input } = setup();
    await user().upload(input, new File(['a;b'], 'lenh.csv', { type: 'text/csv' }));
    expect(await screen.findByText(MSG.transport.fileInvalid, {}, later)).toBeTruthy();
    expect(input.value).toBe('');
    await new Promise((r) => setTimeout(r, UPLOAD_DELAY_MS + 200));
    expect(uploads).toHaveLength(0);
    // Negative control: application/xml is not text/xml either (the seed names one type).
    await user().upload(input, new File(['<a/>'], 'lenh.xml', { type: 'application/xml' }));
    await new Promise((r) => setTimeout(r, UPLOAD_DELAY_MS + 200));
    expect(uploads).toHaveLength(0);
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const { uploads, input } = setup();
    await user().upload(input, xmlFile('big.xml', 'x'.repeat(TRANSPORT_XML_MAX_BYTES + 1)));
    expect(await screen.findByText(MSG.transport.xmlTooLarge, {}, later)).toBeTruthy();
    await new Promise((r) => setTimeout(r, UPLOAD_DELAY_MS + 200));
    expect(uploads).toHaveLength(0);
  });

  it('uploads one chosen file 500 ms later with the code trimmed, the sides and the departure time', async () => {
    const { uploads, onCreated, dialog, input } = setup();
    await userEvent.type(dialog.getByRole('textbox', { name: L.code }), '  LVC-0100 ');
    await userEvent.click(dialog.getByRole('checkbox', { name: L.downStation }));
    const departure = within(dialog.getByRole('group', { name: L.departure })).getByRole('textbox', { name: TRANSPORT_LABELS.dateTime.time });
    await userEvent.clear(departure);
    await userEvent.type(departure, '18:30');
    const today = toVnInputValue(Date.now()).slice(0, 10);
    const chosenAt = Date.now();
    await user().upload(input, xmlFile());
    expect(uploads).toHaveLength(0);
    await waitFor(() => expect(uploads).toHaveLength(1), later);
    expect(uploads[0]!.at - chosenAt).toBeGreaterThanOrEqual(UPLOAD_DELAY_MS - 20);
    expect(uploads[0]!.file.name).toBe('lenh.xml');
    expect(uploads[0]!.fields).toEqual({ code: 'LVC-0100', upStation: true, downStation: true, timeStartTrip: fromVnInputValue(`${today}T18:30`) });
    expect(await screen.findByText(MSG.transport.uploadSuccess, {}, later)).toBeTruthy();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ code: 'LVC-0100' })), later);
  });

  it("shows the server's message when it refuses the XML, clears the file and stays open", async () => {
    const { onCreated, input } = setup(fakeTransportServices({ fail: ['create'], createError: MSG.transport.stationInvalid }));
    await user().upload(input, xmlFile());
    expect(await screen.findByText(MSG.transport.stationInvalid, {}, later)).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''), later);
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: L.title })).toBeTruthy();
  });
});
