import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as orderViewStories from './features/order-view/order-view-page.stories';
import * as createStories from './features/sign-list/components/create-order-dialog.stories';
import * as editStories from './features/sign-list/components/edit-order-dialog.stories';
import * as progressStories from './features/sign-list/components/transmission-progress.stories';
import * as viewStories from './features/sign-list/components/view-order-dialog.stories';
import * as signListStories from './features/sign-list/sign-list-page.stories';
import * as stationStories from './features/station-service/station-service-page.stories';
import { TRANSPORT_LABELS as L } from './messages';
import * as documentStories from './shared/transport-order-document.stories';
import * as tagStories from './shared/sign-status-tag.stories';
import { a11yViolations } from '@busdesk/shared-kit/test-support/a11y-violations';
import { signInStation, signOut } from './test-support/story-session';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);
const later = { timeout: 15_000 };

type Session = 'station' | 'none';
/** Each story, who is signed in, and a text its state must show (tests reuse the stories, STYLE #10). */
const CASES: Array<[string, ComponentType, Session, string | RegExp]> = [
  ['sign list Today', composeStories(signListStories).Today, 'station', 'LVC-0002'],
  ['sign list Visitor', composeStories(signListStories).Visitor, 'none', 'LVC-0002'],
  ['sign list Empty', composeStories(signListStories).Empty, 'station', MSG.common.noData],
  ['sign list ListFails', composeStories(signListStories).ListFails, 'station', 'Không kết nối được máy chủ'],
  ['create Default', composeStories(createStories).Default, 'station', L.create.hint],
  ['create Refused', composeStories(createStories).Refused, 'station', L.create.title],
  ['view DepartureMaySign', composeStories(viewStories).DepartureMaySign, 'station', MSG.transport.upSign],
  ['view Transmitted', composeStories(viewStories).Transmitted, 'station', L.document.status.valid],
  ['view Tampered', composeStories(viewStories).Tampered, 'station', L.document.status.invalid],
  ['edit DepartureSide', composeStories(editStories).DepartureSide, 'station', L.edit.passengersUp],
  ['edit ArrivalSide', composeStories(editStories).ArrivalSide, 'station', L.edit.passengersDown],
  ['progress NotSent', composeStories(progressStories).NotSent, 'station', '0%'],
  ['progress Half', composeStories(progressStories).Half, 'station', '50%'],
  ['progress Done', composeStories(progressStories).Done, 'station', '100%'],
  ['order view FullySigned', composeStories(orderViewStories).FullySigned, 'none', L.view.downloadXml],
  ['order view Tampered', composeStories(orderViewStories).Tampered, 'none', 'Nội dung lệnh đã bị thay đổi sau khi ký'],
  ['order view NoId', composeStories(orderViewStories).NoId, 'none', MSG.transport.orderIdMissing],
  ['order view NotFound', composeStories(orderViewStories).NotFound, 'none', 'Không tìm thấy lệnh vận chuyển'],
  ['station Today', composeStories(stationStories).Today, 'station', L.station.banner],
  ['station NoDepartures', composeStories(stationStories).NoDepartures, 'station', L.station.todayEmpty],
  ['station NoOrdersYet', composeStories(stationStories).NoOrdersYet, 'station', L.station.noOrder],
  ['station DeparturesLoading', composeStories(stationStories).DeparturesLoading, 'station', L.station.banner],
  ['tag NotSigned', composeStories(tagStories).NotSigned, 'none', 'Chưa ký'],
  ['tag Waiting', composeStories(tagStories).Waiting, 'none', 'Chờ ký'],
  ['tag StationTransmitted', composeStories(tagStories).StationTransmitted, 'none', 'Bến xe Miền Đông'],
  ['tag Unknown', composeStories(tagStories).Unknown, 'none', 'Bến xe Liên tỉnh Đà Lạt'],
  ['document Signed', composeStories(documentStories).Signed, 'none', L.document.heading],
  ['document CompanyOnly', composeStories(documentStories).CompanyOnly, 'none', L.document.status.absent],
  ['document Tampered', composeStories(documentStories).Tampered, 'none', L.document.status.invalid],
];

// Each story renders its state on the in-memory services, and axe finds nothing serious or critical in it.
describe('mf-transport stories', () => {
  it.each(CASES)('%s shows its state with no serious axe findings', async (_name, Story, session, text) => {
    if (session === 'station') signInStation();
    else signOut();
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect((await screen.findAllByText(text, {}, later)).length).toBeGreaterThan(0);
    expect(await a11yViolations(document.body)).toEqual([]);
  });
});
