import { mailDetailEndpoint, mailOutboxEndpoint, type TMailRow } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { startFixtureApiServer, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUTBOX_LABELS as L } from './labels';
import { MailOutboxPage } from './mail-outbox-page';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

const LIST = mailOutboxEndpoint.path.replace(/^\/api/, '');
const DETAIL = mailDetailEndpoint.path.replace(/^\/api/, '');

const mail = (i: number, over: Partial<TMailRow> = {}): TMailRow => ({
  id: `m-${i}`,
  ticketId: `tk-${i}`,
  toAddress: `khach${i}@gmail.com`,
  subject: `Xác nhận đặt vé VE000${i}`,
  transport: 'outbox',
  createdAt: Date.UTC(2026, 10, 22, 3, i),
  sentAt: null,
  error: null,
  ...over,
});

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer({
    [LIST]: (r) =>
      r.query.get('nextPageToken')
        ? { results: { mails: [mail(3, { transport: 'smtp', error: 'Connection refused' })], nextPageToken: null } }
        : { results: { mails: [mail(1), mail(2, { transport: 'smtp', sentAt: 1 })], nextPageToken: 'tok-2' } },
    [DETAIL]: (r) => ({
      results: { mail: { ...mail(1), id: r.query.get('id'), html: '<p>Kính gửi quý khách <b>Nguyễn Văn An</b></p>', raw: 'Content-Type: multipart/alternative;\r\nSubject: =?UTF-8?Q?X=C3=A1c?=' } },
    }),
  });
});
afterAll(() => server.close());
afterEach(cleanup);

describe('MailOutboxPage', () => {
  it('lists the sent e-mails with their state, loads older ones and opens one to read it', async () => {
    render(
      <BusdeskProviders>
        <MailOutboxPage />
      </BusdeskProviders>,
    );
    expect(await screen.findByText('Xác nhận đặt vé VE0001')).toBeTruthy();
    expect(screen.getByText(L.keptInOutbox)).toBeTruthy();
    expect(screen.getByText(L.sentSmtp)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByText(L.failed('Connection refused'))).toBeTruthy();
    expect(server.calls(LIST).map((c) => c.query.get('nextPageToken'))).toEqual([null, 'tok-2']);

    await userEvent.click(screen.getByText('khach1@gmail.com'));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đặt vé VE0001' });
    expect(server.calls(DETAIL)[0]!.query.get('id')).toBe('m-1');
    const frame = within(dialog).getByTitle(L.previewTitle('Xác nhận đặt vé VE0001')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<b>Nguyễn Văn An</b>');
    expect(within(dialog).getByTestId('mail-raw').textContent).toContain('multipart/alternative');
  });
});
