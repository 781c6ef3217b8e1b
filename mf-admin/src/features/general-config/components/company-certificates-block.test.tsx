import { COMPANY_CERTIFICATE_MAX_BYTES, MSG } from '@busdesk/api-contract';
import { ApiError, BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyCertificatesFixture } from '../../../test-support/admin-fixtures';
import { CONFIG_LABELS } from '../labels';
import * as stories from './company-certificates-block.stories';
import { CompanyCertificatesBlock, type CompanyCertificatesServices } from './company-certificates-block';

const L = CONFIG_LABELS.companyCertificates;
afterEach(cleanup);

function setup(over: Partial<CompanyCertificatesServices> = {}) {
  const services: CompanyCertificatesServices = {
    listCompanyCertificates: vi.fn(async () => ({ companies: companyCertificatesFixture() })),
    registerCompanyCertificate: vi.fn(async (companyId: string) => {
      const entry = companyCertificatesFixture().find((e) => e.companyId === companyId)!;
      return { entry: { ...entry, certificate: { ...companyCertificatesFixture()[0]!.certificate!, subject: `CN=${entry.companyName} (chứng thư thật), C=VN` } } };
    }),
    ...over,
  };
  render(
    <BusdeskProviders>
      <CompanyCertificatesBlock services={services} />
    </BusdeskProviders>,
  );
  return services;
}

const cer = (bytes = 1200, name = 'saonam.cer') => new File([new Uint8Array(bytes)], name, { type: 'application/pkix-cert' });
const IDS: Record<string, string> = { 'Nhà xe Minh Phát Limousine': 'c-minhphat', 'Nhà xe Hưng Thịnh': 'c-hungthinh', 'Xe khách Sao Nam': 'c-saonam' };
/** The table row of a company (its name can also be its certificate's common name, in the next cell). */
const rowOf = async (company: string) => {
  await screen.findByRole('region', { name: L.tableLabel, hidden: true });
  return document.querySelector<HTMLElement>(`tr[data-company-id="${IDS[company]}"]`)!;
};

async function openFor(company: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^(${L.register}|${L.replace}) chứng thư số của ${company}$`) }));
  const dialog = await screen.findByRole('dialog', { name: L.registerFor(company) });
  return { user, dialog };
}

describe("CompanyCertificatesBlock ('Chứng thư số của nhà xe')", () => {
  it('lists every company: the registered certificate and its validity, the demo’s test one marked, none said so', async () => {
    setup();
    const registered = await rowOf('Nhà xe Minh Phát Limousine');
    expect(within(registered).getByText('MST 5801234568')).toBeTruthy();
    expect(within(registered).getByText(L.validUntil('05/01/2029'))).toBeTruthy();
    expect(within(registered).queryByText(L.testOnly)).toBeNull();
    expect(within(registered).getByRole('button', { name: L.action(L.replace, 'Nhà xe Minh Phát Limousine') }).textContent).toBe(L.replace);
    expect(within(await rowOf('Nhà xe Hưng Thịnh')).getByText(L.testOnly)).toBeTruthy();
    const none = await rowOf('Xe khách Sao Nam');
    expect(within(none).getByText(L.none)).toBeTruthy();
    expect(within(none).getByRole('button', { name: L.action(L.register, 'Xe khách Sao Nam') }).textContent).toBe(L.register);
  });

  it('registers a .cer for one company, then shows it on that row only', async () => {
    const services = setup();
    const { user, dialog } = await openFor('Xe khách Sao Nam');
    const file = cer();
    await user.upload(within(dialog).getByLabelText(L.file), file);
    expect(within(dialog).getByText('saonam.cer')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: L.submit }));
    await waitFor(() => expect(services.registerCompanyCertificate).toHaveBeenCalledWith('c-saonam', file));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await rowOf('Xe khách Sao Nam')).getByText('Xe khách Sao Nam (chứng thư thật)')).toBeTruthy();
    expect(within(await rowOf('Nhà xe Hưng Thịnh')).getByText(L.testOnly)).toBeTruthy();
    expect(await screen.findByText(MSG.transport.companyCertificateRegistered)).toBeTruthy();
  });

  it('checks the file before sending, and shows the server’s refusal in the dialog, which stays open', async () => {
    const refusal = MSG.transport.companyCertificateTaxMismatch('0301234567', 'Xe khách Sao Nam', '3501234569');
    const services = setup({ registerCompanyCertificate: vi.fn(async () => Promise.reject(new ApiError(refusal, 400, null))) });
    const { user, dialog } = await openFor('Xe khách Sao Nam');
    await user.click(within(dialog).getByRole('button', { name: L.submit }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MSG.transport.companyCertificateFileRequired);
    await user.upload(within(dialog).getByLabelText(L.file), cer(COMPANY_CERTIFICATE_MAX_BYTES + 1));
    await user.click(within(dialog).getByRole('button', { name: L.submit }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MSG.transport.companyCertificateTooLarge);
    expect(services.registerCompanyCertificate).not.toHaveBeenCalled();
    await user.upload(within(dialog).getByLabelText(L.file), cer());
    await user.click(within(dialog).getByRole('button', { name: L.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(await rowOf('Xe khách Sao Nam')).getByText(L.none)).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    setup({ listCompanyCertificates: async () => Promise.reject(new Error('500')) });
    expect(await screen.findByText(MSG.transport.certificateLoadFailed)).toBeTruthy();
  });

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (name, Story) => {
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    const text = { LoadFails: MSG.transport.certificateLoadFailed, Expired: L.expired, NoneRegistered: L.none }[name] ?? 'Xe khách Sao Nam';
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });
});
