import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../test-support/story-session';
import * as dialogStories from './telecom-numbers/components/telecom-number-dialog.stories';
import * as telecomStories from './telecom-numbers/components/telecom-numbers-page.stories';
import { TELECOM_LABELS } from './telecom-numbers/labels';
import * as formStories from './register-vietqr/components/terminal-form.stories';
import * as otpStories from './register-vietqr/components/otp-form.stories';
import * as vietqrStories from './register-vietqr/components/register-vietqr-page.stories';
import * as cardStories from './register-vietqr/components/terminal-status-card.stories';
import { VIETQR_LABELS } from './register-vietqr/labels';
import * as certificateStories from './general-config/components/partner-certificate-block.stories';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);
const later = { timeout: 15_000 };

/** Each story with the role it signs in as and a text its state must show. */
const CASES: Array<[string, React.ComponentType, 'ADMIN' | 'STAFF', string]> = [
  ...Object.entries(composeStories(telecomStories)).map(([name, Story]) => [`telecom page ${name}`, Story, name === 'Staff' ? 'STAFF' : 'ADMIN', name === 'Empty' ? 'Không có dữ liệu' : '1001'] as [string, React.ComponentType, 'ADMIN' | 'STAFF', string]),
  [`telecom dialog Add`, composeStories(dialogStories).Add, 'ADMIN', TELECOM_LABELS.addTitle],
  [`telecom dialog EditSip`, composeStories(dialogStories).EditSip, 'ADMIN', TELECOM_LABELS.secretStored],
  [`telecom dialog Refused`, composeStories(dialogStories).Refused, 'ADMIN', TELECOM_LABELS.editTitle('1001')],
  [`vietqr page NoTerminal`, composeStories(vietqrStories).NoTerminal, 'ADMIN', VIETQR_LABELS.none],
  [`vietqr page Active`, composeStories(vietqrStories).Active, 'ADMIN', VIETQR_LABELS.update],
  [`vietqr page AwaitingOtp`, composeStories(vietqrStories).AwaitingOtp, 'ADMIN', VIETQR_LABELS.otpTitle],
  [`vietqr page Staff`, composeStories(vietqrStories).Staff, 'STAFF', MSG.bankQr.adminOnly],
  ...Object.entries(composeStories(cardStories)).map(
    ([name, Story]) => [`status card ${name}`, Story, 'ADMIN', { Active: 'Đang hoạt động', AwaitingApproval: 'Chờ duyệt', Denied: 'Từ chối', Deleted: 'Đã xóa', Verifying: 'Đang xác minh', None: VIETQR_LABELS.none }[name] ?? ''] as [string, React.ComponentType, 'ADMIN', string],
  ),
  [`terminal form Create`, composeStories(formStories).Create, 'ADMIN', VIETQR_LABELS.create],
  [`terminal form Update`, composeStories(formStories).Update, 'ADMIN', VIETQR_LABELS.update],
  [`otp form Default`, composeStories(otpStories).Default, 'ADMIN', VIETQR_LABELS.otpSentTo('091****678')],
  [`certificate LocalCa`, composeStories(certificateStories).LocalCa, 'ADMIN', MSG.transport.certificateTitle],
  [`certificate None`, composeStories(certificateStories).None, 'ADMIN', MSG.transport.certificateNone],
  [`certificate LoadFails`, composeStories(certificateStories).LoadFails, 'ADMIN', MSG.transport.certificateLoadFailed],
];

describe('mf-admin stories of extension numbers, bank QR registration and the signing certificate', () => {
  it.each(CASES)('%s renders its state', async (_name, Story, role, text) => {
    signInAs(role);
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect((await screen.findAllByText(text, {}, later)).length).toBeGreaterThan(0);
  });
});
