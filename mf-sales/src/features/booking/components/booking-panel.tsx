import {
  isHoldExpiredWithDeposit,
  MSG,
  parsePartnerConfig,
  selectionActions,
  TicketStatus,
  type TCustomerMatch,
  type TPartnerConfig,
  type TTicket,
} from '@busdesk/api-contract';
import { formatMoney, LABELS, notify, useSession } from '@busdesk/shared-kit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSalesShortcut } from '../../../shared/keyboard/use-sales-shortcut';
import { actionEnabled, BookingActions, type BookingAction } from './booking-actions';
import { BookingExtras } from './booking-extras';
import { allowedPointTypes, anyPaid, defaultPointType, emptyForm, fillFromCaller, formFromTicket, hiddenFields, prefillFromCustomer, problemCleared, samePriceInputs, ticketSeatPrice, type BookingField, type BookingForm, type BookingProblem } from '../booking-rules';
import { newSeatAmounts, ticketAmounts } from '../booking-money';
import { apiBookingServices, type BookingServices } from '../booking-services';
import { CancelDialog } from './cancel-dialog';
import { GroupEditDialog } from './group-edit-dialog';
import { HistoryDialog } from './history-dialog';
import type { CustomerFill } from '../../../shared/customer-fill';
import type { OpenedTripBookingProps } from '../../../shared/opened-trip-booking-props';
import { BOOKING_LABELS } from '../labels';
import { MoreFields } from './more-fields';
import { PassengerFields } from './passenger-fields';
import { PayInFullDialog } from './pay-in-full-dialog';
import { PointFields, type Focusable } from './point-fields';
import { SaleMoney } from './sale-money';
import { useBookingActions, type DoneAction } from '../hooks/use-booking-actions';
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
  /**
   * A phone to put in the passenger's phone field (000 §2.12: the company picker's phone icon); a new `seq` each
   * time the icon is pressed, so the same number can be put in twice.
   */
  phoneFill?: { phone: string; seq: number } | null;
  /**
   * A caller to sell to (the softphone's 'Bán vé', issue 15): put into a new-seat form when it opens — the trip the
   * clerk opens after the call came — and again for each new `seq`.
   */
  customerFill?: CustomerFill | null;
}

/** What the tools under the buttons get for the selected own tickets (QR payment, print, SMS/ZNS). */
export type TicketToolsProps = Pick<BookingPanelProps, 'trip' | 'points' | 'selectedTickets' | 'onTicketsChanged' | 'onClearSelection'>;

/** The form's fields a failed check may be about that sit under 'Thông tin khác' (opened to show the message). */
const MORE_FIELDS: readonly BookingField[] = ['ordererPhoneNumber'];

/**
 * The form's fields in the body2 size (14 px) instead of MUI's 16: at 1366 px with the sidebar open the form is 364 px
 * wide, and at 16 px a whole phone number beside a four-word name does not fit (it needs ~365 px of text and padding).
 * The floating label keeps MUI's size once it has moved up, so it still reads at 12 px.
 */
const FORM_TEXT = {
  '& .MuiInputBase-root, & .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { fontSize: '0.875rem' },
} as const;
const focusSoon = (target: { current: Focusable | null } | undefined) => requestAnimationFrame(() => target?.current?.focus());

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
 * The form of 001 §2.1 and its actions, laid out for the counter (docs/adr/0043): a header with the seats and the
 * hold countdown; the fields (passenger, points, surcharges and deposit, note; the rarely needed ones folded under
 * 'Thông tin khác') scroll inside; the action bar — the money (total, paid, balance), the buttons with their keys
 * and the ticket tools — never scrolls away. Keyboard: Enter in a single-line field runs the primary action — for
 * new seats 'Giữ chỗ' when the company allows holding, otherwise book-and-pay; for selected tickets 'Cập nhật' —
 * and the page's shortcuts (src/shared/keyboard/sales-shortcuts.ts) run book, pay and cancel from anywhere.
 */
export function BookingPanelView(props: BookingPanelViewProps) {
  const { trip, points, selectedSeatIds, selectedTickets, config, services, onTicketsChanged, onClearSelection, countdown } = props;
  const now = props.now ?? Date.now;
  const editing = selectedTickets.length > 0;
  const paid = anyPaid(selectedTickets);
  const hidden = hiddenFields(config, paid);
  const typeOptions = useMemo(() => allowedPointTypes(config), [config]);
  const startType = defaultPointType(typeOptions);
  const canHold = trip.timePartnerHolder > 0;

  const freshForm = (): BookingForm => (editing ? formFromTicket(selectedTickets[0]!, points) : emptyForm(points, startType));
  const [form, setForm] = useState<BookingForm>(freshForm);
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  // The form follows the selection: new seats keep what was typed; choosing tickets loads the first one's values.
  const selectionKey = editing ? selectedTickets.map((t) => t.ticketId).join(',') : `new:${trip.tripId}`;
  const loadedKey = useRef(selectionKey);
  const freshFormRef = useRef(freshForm);
  freshFormRef.current = freshForm;
  useEffect(() => {
    if (loadedKey.current === selectionKey) return;
    loadedKey.current = selectionKey;
    setForm(freshFormRef.current());
    setProblem(null);
  }, [selectionKey]);

  const change = (patch: Partial<BookingForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setProblem((p) => (p && problemCleared(p, patch) ? null : p));
  };

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
  const { phoneFill } = props;
  // Only a press while this form is open: a trip opened later does not take an old number.
  const appliedFill = useRef(phoneFill?.seq);
  useEffect(() => {
    if (!phoneFill || phoneFill.seq === appliedFill.current) return;
    appliedFill.current = phoneFill.seq;
    setForm((f) => ({ ...f, phoneNumber: phoneFill.phone }));
    phoneRef.current?.focus();
  }, [phoneFill]);
  const { customerFill } = props;
  // Unlike the phone icon's fill, one made before this form opened applies too: the caller comes first, the trip after.
  const appliedCustomer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!customerFill || editing || customerFill.seq === appliedCustomer.current) return;
    appliedCustomer.current = customerFill.seq;
    setForm((f) => fillFromCaller(f, customerFill, points));
  }, [customerFill, editing, points]);
  const ordererPhoneRef = useRef<HTMLInputElement | null>(null);
  const addressUpRef = useRef<HTMLInputElement | null>(null);
  const addressDownRef = useRef<HTMLInputElement | null>(null);
  const transshipUpRef = useRef<Focusable | null>(null);
  const transshipDownRef = useRef<Focusable | null>(null);
  const paidMoneyRef = useRef<HTMLInputElement | null>(null);
  const focusTargets: Partial<Record<BookingField, { current: Focusable | null }>> = {
    phoneNumber: phoneRef,
    ordererPhoneNumber: ordererPhoneRef,
    addressUp: addressUpRef,
    addressDown: addressDownRef,
    transshipUp: transshipUpRef,
    transshipDown: transshipDownRef,
    paidMoney: paidMoneyRef,
  };
  // The seed's message as it shows it, and the same text at the field, which takes the focus.
  const showProblem = (next: BookingProblem) => {
    notify(next.message, 'warning');
    setProblem(next);
    if (MORE_FIELDS.includes(next.field)) setMoreOpen(true);
    focusSoon(focusTargets[next.field]);
  };
  const errors = problem ? { [problem.field]: problem.message } : {};

  // Selected tickets show their own prices until the clerk changes what the price depends on; only then is
  // calculate-price asked (the server prices the update itself either way).
  const repriced = editing && !samePriceInputs(form, formFromTicket(selectedTickets[0]!, points));
  const pricedSeatIds = editing ? (repriced ? selectedTickets.map((t) => t.seatId) : []) : selectedSeatIds;
  const fetched = useSeatPrices(services, trip.tripId, form, pricedSeatIds);
  const prices = editing && !repriced ? selectedTickets.map(ticketSeatPrice) : fetched.prices;
  const pricesLoading = fetched.loading;
  const surcharges = useSurcharges(services, trip.companyId);
  const searchesCustomers = !editing && !hidden.phoneNumber;
  const customersFound = useCustomerSearch(services, form.phoneNumber, { routeId: trip.routeId, companyId: trip.companyId }, searchesCustomers);

  // What was just sold, named in the action bar while it stays selected (ready to print).
  const [sold, setSold] = useState<{ ticketIds: string[]; text: string } | null>(null);
  const soldShown = sold !== null && editing && selectedTickets.every((t) => sold.ticketIds.includes(t.ticketId));

  const [dialog, setDialog] = useState<'cancel' | 'history' | 'group' | 'payInFull' | null>(null);
  const done = (tickets: TTicket[], action: DoneAction = 'update') => {
    setDialog(null);
    setProblem(null);
    const live = tickets.filter((t) => t.ticketStatus !== TicketStatus.CANCELLED);
    // The form shows what was saved; an extra payment typed for 'Cập nhật' is not left to be added twice.
    setForm(live[0] ? formFromTicket(live[0], points) : emptyForm(points, startType));
    if (action === 'book' && live[0]) {
      setSold({ ticketIds: live.map((t) => t.ticketId), text: BOOKING_LABELS.sold(live.map((t) => t.seatId).join(', '), live[0].ticketCode) });
    }
    onTicketsChanged(tickets);
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

  const busy = actions.busy || pricesLoading;
  const allowed = selectionActions(selectedTickets, now());
  const state = { editing, busy, canHold, allowed };
  const onAction = (action: BookingAction) => {
    if (!actionEnabled(action, state)) return;
    setProblem(null);
    if (action === 'hold') void actions.book('hold');
    else if (action === 'bookAndPay') void actions.book('pay');
    else if (action === 'update') void actions.update();
    else if (action === 'payInFull') {
      if (actions.canPayInFull()) setDialog('payInFull');
    } else if (action === 'cancel') {
      if (actions.canOpenCancel()) setDialog('cancel');
    } else if (action === 'history') setDialog('history');
    else setDialog('group');
  };
  useSalesShortcut('book', () => onAction(editing ? 'update' : canHold ? 'hold' : 'bookAndPay'));
  useSalesShortcut('pay', () => onAction(editing ? 'payInFull' : 'bookAndPay'));
  useSalesShortcut('cancel', () => onAction('cancel'), editing);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || !submitsOnEnter(event.target) || busy) return;
    event.preventDefault();
    onAction(editing ? 'update' : canHold ? 'hold' : 'bookAndPay');
  };

  const pickCustomer = (match: TCustomerMatch) => setForm((f) => prefillFromCustomer(f, match.companyCustomer, match.tickets[0], points));
  // Paid tickets and an expired hold with a deposit are not edited (only settled or cancelled).
  const disabled = paid || actions.busy || (editing && !allowed.update);
  // What each section of fields gets: the form, its change handler, the fields the partner hides, and whether editing is off.
  const sections = { form, onChange: change, hidden, disabled };
  const expiredHold = editing && selectedTickets.some((t) => isHoldExpiredWithDeposit(t, now()));
  const seatList = (editing ? selectedTickets.map((t) => t.seatId) : selectedSeatIds).join(', ');
  const nothingSelected = seatList === '';
  const amounts = editing
    ? ticketAmounts(
        selectedTickets.map((t) => ({ agencyPrice: prices.find((p) => p.seatId === t.seatId)?.agencyPrice ?? t.agencyPrice, paidMoney: t.paidMoney })),
        form.paidMoney,
      )
    : newSeatAmounts(prices, form.paidMoney);
  const barProblem = problem && (problem.field === 'seat' || problem.field === 'trip') ? problem.message : null;

  return (
    <Box component="section" aria-labelledby="booking-panel-title" onKeyDown={onKeyDown} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1, rowGap: 0.5, flexWrap: 'wrap', px: 1.5, pt: 1, pb: 0.5 }}>
        <Typography id="booking-panel-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {BOOKING_LABELS.title}
        </Typography>
        <Typography variant="body2" data-testid="booking-seats" sx={{ flex: 1, fontWeight: 600, minWidth: 'fit-content' }} color={problem?.field === 'seat' ? 'error' : 'text.primary'}>
          {LABELS.fields.seat}: {seatList || '-'}
        </Typography>
        {countdown}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 1.5, pt: 1, pb: 1 }}>
        <Stack spacing={1.25} sx={FORM_TEXT}>
          <PassengerFields {...sections} customerSearch={{ ...customersFound, enabled: searchesCustomers, onPick: pickCustomer }} phoneRef={setPhoneInput} errors={errors} />
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
              transshipmentError={end === 'up' ? errors.transshipUp : errors.transshipDown}
              addressError={end === 'up' ? errors.addressUp : errors.addressDown}
            />
          ))}
          <BookingExtras {...sections} editing={editing} surcharges={surcharges} paidMoneyRef={paidMoneyRef} paidMoneyError={errors.paidMoney} />
          <Box>
            <Button
              size="small"
              onClick={() => setMoreOpen((open) => !open)}
              aria-expanded={moreOpen}
              aria-controls="booking-more-fields"
              endIcon={<ExpandMoreIcon aria-hidden sx={{ transform: moreOpen ? 'rotate(180deg)' : 'none' }} />}
            >
              {BOOKING_LABELS.moreFields}
            </Button>
            <Collapse in={moreOpen} id="booking-more-fields" sx={{ pt: moreOpen ? 1 : 0 }}>
              <MoreFields {...sections} errors={errors} ordererPhoneRef={ordererPhoneRef} invoiceTicket={selectedTickets[0]} />
            </Collapse>
          </Box>
        </Stack>
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: 1.5, py: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {expiredHold ? (
          <Alert severity="warning" sx={{ py: 0 }}>
            {MSG.sales.holdExpiredHint(formatMoney(ticketAmounts(selectedTickets).paid), formatMoney(ticketAmounts(selectedTickets).due))}
          </Alert>
        ) : null}
        {barProblem ? (
          <Alert severity="warning" sx={{ py: 0 }}>
            {barProblem}
          </Alert>
        ) : null}
        {soldShown ? (
          <Alert severity="success" role="status" sx={{ py: 0 }}>
            {sold.text}
          </Alert>
        ) : null}
        {nothingSelected ? (
          <Typography variant="body2" color="text.secondary">
            {BOOKING_LABELS.pickSeats}
          </Typography>
        ) : (
          <SaleMoney amounts={amounts} paidLabel={editing ? BOOKING_LABELS.prices.paid : BOOKING_LABELS.prices.deposit} prices={prices} loading={pricesLoading} />
        )}
        <BookingActions {...state} isGroup={selectedTickets.length > 1} onAction={onAction} />
        {editing && props.renderTicketTools ? (
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {props.renderTicketTools({ trip, points, selectedTickets, onTicketsChanged, onClearSelection })}
          </Stack>
        ) : null}
      </Box>
      <PayInFullDialog
        open={dialog === 'payInFull'}
        tickets={selectedTickets}
        busy={actions.busy}
        onClose={() => setDialog(null)}
        onConfirm={() => void actions.payInFull()}
      />
      <CancelDialog
        open={dialog === 'cancel'}
        tickets={selectedTickets}
        services={services}
        onClose={() => setDialog(null)}
        onCancelled={(tickets) => done(tickets)}
      />
      <HistoryDialog open={dialog === 'history'} tickets={selectedTickets} services={services} onClose={() => setDialog(null)} />
      <GroupEditDialog
        open={dialog === 'group'}
        tickets={selectedTickets}
        points={points}
        hidden={hidden}
        services={services}
        onClose={() => setDialog(null)}
        onSaved={(tickets) => done(tickets)}
      />
    </Box>
  );
}
