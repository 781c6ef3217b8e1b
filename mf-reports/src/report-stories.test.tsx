import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as bankStories from './features/bank-qr-transactions/components/bank-qr-report.stories';
import * as statusStories from './features/bank-qr-transactions/components/status-multi-select.stories';
import * as cancelledStories from './features/cancelled-tickets/components/cancelled-tickets-report.stories';
import * as dialogStories from './features/cancelled-tickets/components/cancelled-update-dialog.stories';
import * as smsStories from './features/sms-history/components/sms-history-report.stories';
import * as znsStories from './features/zns-history/components/zns-history-report.stories';
import * as exportAllStories from './shared/export-all-button.stories';
import * as exportDialogStories from './shared/export-progress-dialog.stories';
import * as layoutStories from './shared/report-layout.stories';
import * as cardStories from './shared/summary-cards.stories';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);
const later = { timeout: 15_000 };
const FAILED = new RegExp(`^${MSG.reports.filterFailed}`);

/** Each story and a text its state must show (tests reuse the stories, STYLE #10). */
const CASES: Array<[string, ComponentType, string | RegExp]> = [
  ['sms Today', composeStories(smsStories).Today, 'Tổng số bản ghi'],
  ['sms Empty', composeStories(smsStories).Empty, MSG.common.noData],
  ['sms FilterFails', composeStories(smsStories).FilterFails, FAILED],
  ['zns Today', composeStories(znsStories).Today, MSG.reports.delivery.local],
  ['zns Empty', composeStories(znsStories).Empty, MSG.common.noData],
  ['zns FilterFails', composeStories(znsStories).FilterFails, FAILED],
  ['bank Today', composeStories(bankStories).Today, 'MB100000'],
  ['bank Empty', composeStories(bankStories).Empty, MSG.common.noData],
  ['bank FilterFails', composeStories(bankStories).FilterFails, FAILED],
  ['status AllStatuses', composeStories(statusStories).AllStatuses, 'Trạng thái'],
  ['status SuccessAndError', composeStories(statusStories).SuccessAndError, 'Thành công, Thất bại'],
  ['cancelled NotRefunded', composeStories(cancelledStories).NotRefunded, 'Chưa hoàn'],
  ['cancelled UpdateFails', composeStories(cancelledStories).UpdateFails, 'Cập nhật vé hủy'],
  ['cancelled Empty', composeStories(cancelledStories).Empty, MSG.common.noData],
  ['dialog ThreeTickets', composeStories(dialogStories).ThreeTickets, 'Cập nhật 3 vé hủy'],
  ['layout Default', composeStories(layoutStories).Default, 'Lọc báo cáo'],
  ['layout FilterChanged', composeStories(layoutStories).FilterChanged, /Đã đổi bộ lọc/],
  ['cards FourFigures', composeStories(cardStories).FourFigures, '14.175.000 đ'],
  ['export-all Ready', composeStories(exportAllStories).Ready, 'Xuất tất cả'],
  ['export-all NoFilter', composeStories(exportAllStories).NoFilter, 'Xuất tất cả'],
  ['export-all Fails', composeStories(exportAllStories).Fails, 'Xuất tất cả'],
  ['export-dialog Writing', composeStories(exportDialogStories).Writing, 'Đã ghi 42.000 / 100.000 dòng'],
  ['export-dialog Preparing', composeStories(exportDialogStories).Preparing, 'Đang chuẩn bị dữ liệu…'],
  ['export-dialog Downloading', composeStories(exportDialogStories).Downloading, 'Đang tải tệp xuống…'],
];

describe('mf-reports stories', () => {
  it.each(CASES)('%s renders its state', async (_name, Story, text) => {
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect((await screen.findAllByText(text, {}, later)).length).toBeGreaterThan(0);
  });
});
