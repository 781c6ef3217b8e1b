import { parsePartnerConfig, type TCustomerMatch, type TPartnerConfig, type TTicket } from '@busdesk/api-contract';
import { LABELS, notify, useSession } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { BookingActions, type BookingAction } from './booking-actions';
import { BookingExtras } from './booking-extras';
import {
  allowedPointTypes,
  anyPaid,
  defaultPointType,
  emptyForm,
  formFromTicket,
  hiddenFields,
  prefillFromCustomer,
  samePriceInputs,
  ticketSeatPrice,
  type BookingField,
  type BookingForm,
  type BookingProblem,
} from '../booking-rules';
import { apiBookingServices, type BookingServices } from '../booking-services';
import { CancelDialog } from './cancel-dialog';
import { GroupEditDialog } from './group-edit-dialog';
import { HistoryDialog } from './history-dialog';
import type { OpenedTripBookingProps } from '../../../shared/opened-trip-booking-props';
import { BOOKING_LABELS } from '../labels';
import { PassengerFields } from './passenger-fields';
import { PointFields, type Focusable } from './point-fields';
import { PriceSummary } from './price-summary';
import { useBookingActions } from '../hooks/use-booking-actions';
import { useCustomerSearch } from '../api/search-customers';
import { useSeatPrices } from '../api/calculate-price';
import { useSurcharges } from '../api/list-surcharges';

/** The opened trip's side (src/shared/opened-trip-booking-props.ts) and the page's tools. */
export interface BookingPanelProps extends OpenedTripBookingProps {
  /**
   * Tools for the selected tickets under the buttons. Other features provide them (payments, messaging): the page
   * (src/app) composes them here, so this feature imports none of them.
   */
  renderTicketTools?: (props: TicketToolsProps) => ReactNode;
}

/** What the tools under the buttons get for the selected own tickets (QR payment, print, SMS/ZNS). */
export type TicketToolsProps = Pick<BookingPanelProps, 'trip' | 'points' | 'selectedTickets' | 'onTicketsChanged' | 'onClearSelection'>;

export interface BookingPanelViewProps extends BookingPanelProps {
  config: TPartnerConfig;
  services: BookingServices;
  /** Clock for the lock windows and hold deadline (tests pin it). */
  now?: () => number;
}

/** The booking panel of /book-ticket: the signed-in agency's config and the real API. */
export function BookingPanel(props: BookingPanelProps) {
  const session = useSession();
  const configText = session.user?.partner.config;
  const config = useMemo(() => parsePartnerConfig(configText), [configText]);
  return <BookingPanelView {...props} config={config} services={apiBookingServices} />;
}

/** Single-line inputs submit on Enter; text areas, checkboxes and open menus keep their own Enter. */
const submitsOnEnter = (target: EventTarget): boolean =>
  target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);

/**
 * The form of 001 §2.1 and its actions. Keyboard: Enter in a single-line field runs the primary action — for new
 * seats 'Giữ chỗ' when the company allows holding, otherwise book-and-pay; for selected tickets 'Cập nhật'.
 */
export function BookingPanelView(props: BookingPanelViewProps) {
  const { trip, points, selectedSeatIds, selectedTickets, config, services, onTicketsChanged, onClearSelection } = props;
  const now = props.now ?? Date.now;
  const editing = selectedTickets.length > 0;
  const paid = anyPaid(selectedTickets);
  const hidden = hiddenFields(config, paid);
  const typeOptions = useMemo(() => allowedPointTypes(config), [config]);
  const startType = defaultPointType(typeOptions);
  const canHold = trip.timePartnerHolder > 0;

  const freshForm = (): BookingForm => (editing ? formFromTicket(selectedTickets[0]!, points) : emptyForm(points, startType));
  const [form, setForm] = useState<BookingForm>(freshForm);
  // The form follows the selection: new seats keep what was typed; choosing tickets loads the first one's values.
  const selectionKey = editing ? selectedTickets.map((t) => t.ticketId).join(',') : `new:${trip.tripId}`;
  const loadedKey = useRef(selectionKey);
  const freshFormRef = useRef(freshForm);
  freshFormRef.current = freshForm;
  useEffect(() => {
    if (loadedKey.current === selectionKey) return;
    loadedKey.current = selectionKey;
    setForm(freshFormRef.current());
  }, [selectionKey]);

  const change = (patch: Partial<BookingForm>) => setForm((f) => ({ ...f, ...patch }));

  const phoneRef = useRef<HTMLInputElement | null>(null);
  // The input exists only while the partner config shows it, and may appear long after the panel mounted. A
  // callback ref hears every mount and unmount of the input itself, so the page's ref (its F2 shortcut) always
  // holds the current input or null — no list of the states that show the field to keep in step.
  const { phoneInputRef } = props;
  const setPhoneInput = useCallback(
    (element: HTMLInputElement | null) => {
      phoneRef.current = element;
      if (typeof phoneInputRef === 'function') phoneInputRef(element);
      else if (phoneInputRef) phoneInputRef.current = element;
    },
    [phoneInputRef],
  );
  const ordererPhoneRef = useRef<HTMLInputElement | null>(null);
  const addressUpRef = useRef<HTMLInputElement | null>(null);
  const addressDownRef = useRef<HTMLInputElement | null>(null);
  const transshipUpRef = useRef<Focusable | null>(null);
  const transshipDownRef = useRef<Focusable | null>(null);
  const focusTargets: Partial<Record<BookingField, { current: Focusable | null }>> = {
    phoneNumber: phoneRef,
    ordererPhoneNumber: ordererPhoneRef,
    addressUp: addressUpRef,
    addressDown: addressDownRef,
    transshipUp: transshipUpRef,
    transshipDown: transshipDownRef,
  };
  const showProblem = (problem: BookingProblem) => {
    notify(problem.message, 'warning');
    focusTargets[problem.field]?.current?.focus();
  };

  // Selected tickets show their own prices until the clerk changes what the price depends on; only then is
  // calculate-price asked (the server prices the update itself either way).
  const repriced = editing && !samePriceInputs(form, formFromTicket(selectedTickets[0]!, points));
  const pricedSeatIds = editing ? (repriced ? selectedTickets.map((t) => t.seatId) : []) : selectedSeatIds;
  const fetched = useSeatPrices(services, trip.tripId, form, pricedSeatIds);
  const prices = editing && !repriced ? selectedTickets.map(ticketSeatPrice) : fetched.prices;
  const pricesLoading = fetched.loading;
  const surcharges = useSurcharges(services, trip.companyId);
  const customerSearch = !editing && !hidden.phoneNumber;
  const matches = useCustomerSearch(services, form.phoneNumber, { routeId: trip.routeId, companyId: trip.companyId }, customerSearch);

  const [dialog, setDialog] = useState<'cancel' | 'history' | 'group' | null>(null);
  const done = (tickets: TTicket[]) => {
    setDialog(null);
    onTicketsChanged(tickets);
    onClearSelection();
    setForm(emptyForm(points, startType));
  };

  const actions = useBookingActions({
    services,
    trip,
    points,
    form,
    selectedSeatIds,
    selectedTickets,
    prices,
    phoneRequired: !hidden.phoneNumber,
    now,
    onProblem: showProblem,
    onDone: done,
  });

  const onAction = (action: BookingAction) => {
    if (action === 'hold') void actions.book('hold');
    else if (action === 'bookAndPay') void actions.book('pay');
    else if (action === 'update') void actions.update();
    else if (action === 'payInFull') void actions.payInFull();
    else if (action === 'cancel') {
      if (actions.canOpenCancel()) setDialog('cancel');
    } else if (action === 'history') setDialog('history');
    else setDialog('group');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || !submitsOnEnter(event.target) || actions.busy || pricesLoading) return;
    event.preventDefault();
    if (editing) {
      if (!paid) onAction('update');
    } else onAction(canHold ? 'hold' : 'bookAndPay');
  };

  const pickCustomer = (match: TCustomerMatch) => setForm((f) => prefillFromCustomer(f, match.companyCustomer, match.tickets[0], points));
  const disabled = paid || actions.busy;
  const seatList = (editing ? selectedTickets.map((t) => t.seatId) : selectedSeatIds).join(', ');

  return (
    <Box component="section" aria-labelledby="booking-panel-title" onKeyDown={onKeyDown} sx={{ p: 1 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id="booking-panel-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {BOOKING_LABELS.title}
          </Typography>
          <Typography variant="body2" data-testid="booking-seats">
            {LABELS.fields.seat}: {seatList || '-'}
          </Typography>
        </Stack>
        <PassengerFields
          form={form}
          onChange={change}
          hidden={hidden}
          disabled={disabled}
          matches={matches}
          onPickCustomer={pickCustomer}
          phoneRef={setPhoneInput}
          customerSearch={customerSearch}
          ordererPhoneRef={ordererPhoneRef}
        />
        <Divider />
        {(['up', 'down'] as const).map((end) => (
          <PointFields
            key={end}
            end={end}
            choice={form[end]}
            points={points}
            typeOptions={typeOptions}
            onChange={(choice) => change({ [end]: choice })}
            disabled={disabled}
            transshipmentDisabled={editing}
            transshipmentRef={end === 'up' ? transshipUpRef : transshipDownRef}
            addressRef={end === 'up' ? addressUpRef : addressDownRef}
          />
        ))}
        <Divider />
        <BookingExtras
          form={form}
          onChange={change}
          hidden={hidden}
          disabled={disabled}
          editing={editing}
          surcharges={surcharges}
          invoiceTicket={selectedTickets[0]}
        />
        <PriceSummary prices={prices} loading={pricesLoading} />
        <BookingActions editing={editing} paid={paid} busy={actions.busy || pricesLoading} canHold={canHold} isGroup={selectedTickets.length > 1} onAction={onAction} />
        {editing && props.renderTicketTools ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {props.renderTicketTools({ trip, points, selectedTickets, onTicketsChanged, onClearSelection })}
          </Stack>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {BOOKING_LABELS.helper.enterSubmits}
        </Typography>
      </Stack>
      <CancelDialog
        open={dialog === 'cancel'}
        tickets={selectedTickets}
        services={services}
        onClose={() => setDialog(null)}
        onCancelled={done}
      />
      <HistoryDialog open={dialog === 'history'} tickets={selectedTickets} services={services} onClose={() => setDialog(null)} />
      <GroupEditDialog
        open={dialog === 'group'}
        tickets={selectedTickets}
        points={points}
        hidden={hidden}
        services={services}
        onClose={() => setDialog(null)}
        onSaved={done}
      />
    </Box>
  );
}
