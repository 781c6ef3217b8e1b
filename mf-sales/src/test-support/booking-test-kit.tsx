import {
  bookTicketEndpoint,
  calculatePriceEndpoint,
  cancelDetailsEndpoint,
  cancelTicketsEndpoint,
  customerSearchEndpoint,
  surchargeListEndpoint,
  ticketLogEndpoint,
  updateTicketsEndpoint,
  type TCalculatePriceRequest,
  type TTicket,
  type TUserInfo,
} from '@busdesk/api-contract';
import { BusdeskProviders, bus } from '@busdesk/shared-kit';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import {
  cancelDetailsFixture,
  pointsFixture,
  seatPriceFixture,
  surchargesFixture,
  ticketFixture,
  ticketLogsFixture,
  tripFixture,
} from './booking-fixtures';
import { BookingPanel, type BookingPanelProps } from '../features/booking/components/booking-panel';
import type { FixtureHandler } from '@busdesk/shared-kit/test-support';

/** Tests only: the booking panel on a real local server with fixture answers, and the helpers its tests share. */

// Real HTTP round trips on a machine shared with other builds: the default 1 s for find*/waitFor is too tight.
configure({ asyncUtilTimeout: 5_000 });

const path = (endpoint: { path: string }) => endpoint.path.replace(/^\/api/, '');
export const PATHS = {
  book: path(bookTicketEndpoint),
  price: path(calculatePriceEndpoint),
  update: path(updateTicketsEndpoint),
  customers: path(customerSearchEndpoint),
  surcharges: path(surchargeListEndpoint),
  cancelDetails: path(cancelDetailsEndpoint),
  cancel: path(cancelTicketsEndpoint),
  ticketLog: path(ticketLogEndpoint),
};

export const bookedFixture: TTicket[] = [ticketFixture({ ticketId: 'new-1', seatId: 'A1' }), ticketFixture({ ticketId: 'new-2', seatId: 'A2' })];

/** What the fixture server answers by default; a test replaces one path with `server.on`. */
export const defaultRoutes = (): Record<string, FixtureHandler> => ({
  [PATHS.surcharges]: () => ({ results: { surchargeCategories: surchargesFixture() } }),
  // Each seat costs 300.000 đ plus 50.000 đ per surcharge chosen, as the server would compute it.
  [PATHS.price]: (r) => {
    const body = r.body as TCalculatePriceRequest;
    const surcharge = 50_000 * (body.seatDetails?.[0]?.surcharge?.length ?? 0);
    return { results: { seatPrice: body.seatIds.map((seatId) => seatPriceFixture(seatId, 300_000, 0, surcharge)) } };
  },
  [PATHS.book]: () => ({ results: { ticketCode: 'VE0009', tickets: bookedFixture } }),
  [PATHS.update]: () => ({ results: { tickets: [ticketFixture({ ticketStatus: 3, paidMoney: 300_000 })] } }),
  [PATHS.customers]: () => ({ results: { result: [] } }),
  [PATHS.cancelDetails]: () => ({ results: cancelDetailsFixture() }),
  [PATHS.cancel]: () => ({
    results: { tickets: [ticketFixture({ ticketStatus: 0 }), ticketFixture({ ticketId: 'tk-2', seatId: 'A2', ticketStatus: 0 })], refund: 340_000, totalFee: 60_000 },
  }),
  [PATHS.ticketLog]: () => ({ results: { logs: ticketLogsFixture() } }),
});

export function signIn(config: object = {}) {
  const user: TUserInfo = {
    id: 'u1',
    name: 'Nguyễn Thị Lan',
    username: 'lan',
    role: 'STAFF',
    partnerId: 'p1',
    routeIds: ['r-mdong-dalat'],
    companyId: null,
    partner: {
      id: 'p1',
      name: 'Bến xe Miền Đông',
      config: JSON.stringify(config),
      code: null,
      childrenPartnerId: [],
      logo: null,
      isAutoApproveRoutes: false,
      parentId: null,
      partnerType: 'station',
    },
  };
  bus.session$.next({ status: 'authenticated', user, token: 'test-token' });
}

export const signOut = () => bus.session$.next({ status: 'anonymous' });

export function renderPanel(overrides: Partial<BookingPanelProps> = {}) {
  const props: BookingPanelProps = {
    trip: tripFixture(),
    points: pointsFixture(),
    selectedSeatIds: [],
    selectedTickets: [],
    onTicketsChanged: vi.fn(),
    onClearSelection: vi.fn(),
    ...overrides,
  };
  render(
    <BusdeskProviders>
      <BookingPanel {...props} />
    </BusdeskProviders>,
  );
  return props;
}

export const input = (label: string, container: Pick<typeof screen, 'getByLabelText'> = screen) =>
  container.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' }) as HTMLInputElement;
/** Sets a field's value in one change event (typing key by key re-renders the whole panel per key). */
export const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** Enter in a single-line field: the panel's primary action. */
export const pressEnter = (label: string) => fireEvent.keyDown(input(label), { key: 'Enter', code: 'Enter' });
export const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
