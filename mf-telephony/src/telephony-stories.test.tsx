import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as dockStories from './app/softphone-dock.stories';
import * as panelStories from './app/softphone-panel.stories';
import * as callTabStories from './features/call/components/call-tab.stories';
import * as callerStories from './features/call/components/caller-card.stories';
import * as timelineStories from './features/call/components/caller-timeline.stories';
import * as dialStories from './features/call/components/dial-form.stories';
import * as itemStories from './features/history/components/call-history-item.stories';
import * as historyStories from './features/history/components/history-tab.stories';
import { CALL_LABELS } from './features/call/labels';
import { HISTORY_LABELS } from './features/history/labels';
import * as lineStories from './features/lines/components/line-picker.stories';
import * as widgetStories from './widgets/softphone/softphone-widget.stories';
import { SOFTPHONE_WIDGET_LABELS } from './widgets/softphone/labels';
import { a11yViolations } from '@busdesk/shared-kit/test-support/a11y-violations';
import type { FakeTelephonyServices } from './test-support/fake-telephony-services';
import { rememberStoryLine } from './test-support/story-line';
import { LINES } from './test-support/telephony-fixtures';
import { rememberLine } from './shared/line-storage';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
});
const later = { timeout: 15_000 };

const dock = composeStories(dockStories);
/** Each story, the line its clerk left selected, and a text its state must show (tests reuse the stories, STYLE #10). */
const CASES: Array<[string, ComponentType, () => void, string | RegExp]> = [
  ['dock Empty', dock.Empty, () => rememberStoryLine(), CALL_LABELS.dial],
  ['dock RingingKnownCaller', dock.RingingKnownCaller, () => rememberStoryLine(), 'Trần Thị Mai'],
  ['dock RingingWalkIn', dock.RingingWalkIn, () => rememberStoryLine(), MSG.telephony.walkInGuest],
  ['dock ListeningIn', dock.ListeningIn, () => rememberStoryLine(), 'Đang nghe'],
  ['dock RingingOut', dock.RingingOut, () => rememberStoryLine(), 'Đang gọi ra'],
  ['dock ListeningOut', dock.ListeningOut, () => rememberStoryLine(), 'Đang đàm thoại'],
  ['dock LookupFailure', dock.LookupFailure, () => rememberStoryLine(), MSG.telephony.lookupFailed],
  ['dock History', dock.History, () => rememberStoryLine(), HISTORY_LABELS.missed],
  ['dock SipLine', dock.SipLine, () => rememberStoryLine(LINES.sip.id), 'Lịch sử · Tổng đài nội bộ SIP'],
  ['dock NoLineChosen', dock.NoLineChosen, () => rememberStoryLine(null), 'Chọn máy lẻ để nhận và gọi điện thoại'],
  ['panel ProviderARinging', composeStories(panelStories).ProviderARinging, () => rememberLine('story-panel-line', LINES.providerA.id), 'Trần Thị Mai'],
  ['line picker Chosen', composeStories(lineStories).Chosen, () => undefined, '101 · Tổng đài mô phỏng'],
  ['line picker LoggingIn', composeStories(lineStories).LoggingIn, () => undefined, '101 · Tổng đài mô phỏng'],
  ['line picker NoneChosen', composeStories(lineStories).NoneChosen, () => undefined, 'Không dùng máy lẻ'],
  ['caller KnownCaller', composeStories(callerStories).KnownCaller, () => undefined, 'Bến xe Miền Đông → Bến xe liên tỉnh Đà Lạt'],
  ['caller WalkInGuest', composeStories(callerStories).WalkInGuest, () => undefined, MSG.telephony.walkInGuest],
  ['caller LookingUp', composeStories(callerStories).LookingUp, () => undefined, '0909123456'],
  ['caller LookupFailed', composeStories(callerStories).LookupFailed, () => undefined, MSG.telephony.lookupFailed],
  ['caller WithoutSale', composeStories(callerStories).WithoutSale, () => undefined, 'Trần Thị Mai'],
  ['timeline TicketsAndCalls', composeStories(timelineStories).TicketsAndCalls, () => undefined, /Ghế A05 · Đã hủy/],
  ['timeline Nothing', composeStories(timelineStories).Nothing, () => undefined, CALL_LABELS.noHistory],
  ['dial Idle', composeStories(dialStories).Idle, () => undefined, CALL_LABELS.dial],
  ['dial Busy', composeStories(dialStories).Busy, () => undefined, CALL_LABELS.dial],
  ['call tab RingingIn', composeStories(callTabStories).RingingIn, () => undefined, CALL_LABELS.answer],
  ['call tab ListeningIn', composeStories(callTabStories).ListeningIn, () => undefined, CALL_LABELS.end],
  ['call tab AfterCall', composeStories(callTabStories).AfterCall, () => undefined, CALL_LABELS.dial],
  ['history item Answered', composeStories(itemStories).Answered, () => undefined, HISTORY_LABELS.recording],
  ['history item Missed', composeStories(itemStories).Missed, () => undefined, HISTORY_LABELS.recall],
  ['history item Recalled', composeStories(itemStories).Recalled, () => undefined, HISTORY_LABELS.recalled('101')],
  ['history Today', composeStories(historyStories).Today, () => undefined, '0281234567'],
  ['history NoCalls', composeStories(historyStories).NoCalls, () => undefined, HISTORY_LABELS.empty],
  ['widget Ringing', composeStories(widgetStories).Ringing, () => undefined, 'Trần Thị Mai'],
  ['widget NoLines', composeStories(widgetStories).NoLines, () => undefined, SOFTPHONE_WIDGET_LABELS.noLines],
];

// Each story renders its state on the in-memory services, and axe finds nothing serious or critical in it.
describe('mf-telephony stories', () => {
  it.each(CASES)('%s shows its state with no serious axe findings', async (_name, Story, arrange, text) => {
    arrange();
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect((await screen.findAllByText(text, {}, later)).length).toBeGreaterThan(0);
    expect(await a11yViolations(document.body)).toEqual([]);
  });

  it('NoLines shows no toggle at all (002 §2: only users with phone lines)', async () => {
    const services = dockStories.NoLines.args!.services! as FakeTelephonyServices;
    render(
      <BusdeskProviders>
        <dock.NoLines />
      </BusdeskProviders>,
    );
    await vi.waitFor(() => expect(services.calls.map((c) => c.op)).toContain('listLines'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Tổng đài/ })).toBeNull();
    // Negative control: with lines the toggle is there.
    cleanup();
    rememberStoryLine();
    render(
      <BusdeskProviders>
        <dock.Empty />
      </BusdeskProviders>,
    );
    expect(await screen.findByRole('button', { name: /Tổng đài/ }, later)).toBeTruthy();
  });
});
