import type { TCallHistoryItem } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyItem, todayAt } from '../../../test-support/telephony-fixtures';
import { HISTORY_LABELS as L } from '../labels';
import { CallHistoryItem } from './call-history-item';

afterEach(cleanup);

const show = (item: TCallHistoryItem) =>
  render(
    <BusdeskProviders>
      <ul>
        <CallHistoryItem item={item} recordingUrl="/rec" notify={vi.fn()} />
      </ul>
    </BusdeskProviders>,
  );
const line = () => screen.getByRole('listitem').textContent ?? '';

describe('CallHistoryItem', () => {
  it('counts an answered call from its answer, not from when it began to ring', () => {
    // Rang 40 s, then talked 2 min 5 s.
    show(historyItem('c1', { callStartTime: todayAt(8, 15), answeredTime: todayAt(8, 15) + 40_000, callEndTime: todayAt(8, 15) + 165_000 }));
    expect(line()).toContain(L.duration(125));
  });

  it('an outgoing call nobody picked up: no talk time, and says it was not answered', () => {
    show(historyItem('c2', { direction: 'out', answered: false, answeredTime: null, hasRecording: false, callEndTime: todayAt(8, 15) + 16_000 }));
    expect(line()).toContain(L.notAnswered);
    expect(line()).not.toMatch(/phút/);
  });

  it('a missed incoming call: missed, no talk time, not also "not answered"', () => {
    show(historyItem('c3', { answered: false, answeredTime: null, missed: true, hasRecording: false }));
    expect(line()).toContain(L.missed);
    expect(line()).not.toContain(L.notAnswered);
    expect(line()).not.toMatch(/phút/);
  });

  it("a provider's history that does not say when the talk began: from the start, as the provider gives it", () => {
    show(historyItem('c4', { answered: null, answeredTime: null, callStartTime: todayAt(9, 0), callEndTime: todayAt(9, 3) }));
    expect(line()).toContain(L.duration(180));
  });
});
