import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BlockIcon from '@mui/icons-material/Block';
import LockIcon from '@mui/icons-material/Lock';
import { isTripDeparted, MSG, type TTripCard } from '@busdesk/api-contract';
import { formatTime } from '@busdesk/shared-kit';
import { Fragment, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { SEARCH_LABELS } from '../labels';
import { isTripLockedFor } from '../../../shared/is-trip-locked-for';
import { ScreenReaderText } from '../../../shared/screen-reader-text';
import { hasVehicleAndDriver } from '../trip-search-rules';

export interface TripCardProps {
  trip: TTripCard;
  /** The session's agency: only its own partnerLocks entry makes the card locked. */
  partnerId: string;
  selected: boolean;
  /** Clock for the departed rule (epoch ms). */
  now: number;
  onSelect(trip: TTripCard): void;
  /**
   * Controls beside the card (issue 5's lock toggle, the vehicle/driver edit); kept outside the card's button. They
   * take no Tab stop of their own (tabIndex -1): the arrow keys move between the card and them (ADR 0049).
   */
  actions?: ReactNode;
  /** One-line layout: fixed width so the cards line up. */
  fixedWidth?: boolean;
}

/**
 * A pause between two parts of the name. The space stays outside the hidden span: name computation trims each
 * element's text, and between blocks and flex items a plain space takes no room on screen.
 */
const Separator = () => (
  <>
    <ScreenReaderText>{SEARCH_LABELS.nameSeparator}</ScreenReaderText>{' '}
  </>
);

/** Block lines inside the button: a button may only hold phrasing content, so spans rather than p/div. */
const LINE_SX = { display: 'block' } as const;

/** The enabled controls of a card's action group, in order. */
const actionControls = (group: HTMLElement | null): HTMLElement[] =>
  group ? [...group.querySelectorAll<HTMLElement>('button:not(:disabled), [href], input:not(:disabled)')] : [];

/**
 * One trip of the search result (001 §2.1 'Trip cards'); a button, so Tab reaches it and Enter/Space select it.
 * The card is one Tab stop with its actions (ADR 0049): ArrowRight moves from the card into its actions, the arrows
 * move along them, and ArrowLeft from the first (or Escape) comes back. Other keys are left to the page (F2 and the
 * screen's shortcuts work from a focused card).
 * The button is named by its own content (WCAG 2.5.3 'label in name': what a speech-input user reads on the card
 * is what they can say): the visible texts in reading order, with screen-reader-only words for what only the
 * icons and the strike-through show.
 */
export function TripCard({ trip, partnerId, selected, now, onSelect, actions, fixedWidth }: TripCardProps) {
  const departed = isTripDeparted(trip, now);
  const locked = isTripLockedFor(trip, partnerId);
  const noSeatChoice = trip.choosableSeat === 0;
  const time = formatTime(trip.startTimeReality);
  const vehicle = hasVehicleAndDriver(trip) ? (trip.numberPlate ?? '') : MSG.sales.noVehicle;
  const states = [
    locked ? SEARCH_LABELS.lockedState : '',
    noSeatChoice ? SEARCH_LABELS.noSeatChoice : '',
    departed ? SEARCH_LABELS.departed : '',
  ].filter(Boolean);
  const hintId = useId();
  const cardRef = useRef<HTMLButtonElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);

  const onCardKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' || event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const [first] = actionControls(actionsRef.current);
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  // Only keys on the action buttons themselves: a dialog an action opens is a portal whose events still bubble here.
  const onActionsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const controls = actionControls(actionsRef.current);
    const at = controls.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? controls[Math.min(at + 1, controls.length - 1)]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? at === 0
            ? cardRef.current
            : controls[at - 1]
          : event.key === 'Escape'
            ? cardRef.current
            : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <Box
      component="li"
      data-departed={departed || undefined}
      sx={(theme) => ({
        listStyle: 'none',
        display: 'flex',
        alignItems: 'stretch',
        flex: fixedWidth ? '0 0 200px' : undefined,
        width: fixedWidth ? 200 : undefined,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: selected
          ? alpha(theme.palette.primary.main, 0.08)
          : departed
            ? theme.palette.grey[100]
            : 'background.paper',
      })}
    >
      <ButtonBase
        ref={cardRef}
        aria-pressed={selected}
        aria-current={selected ? 'true' : undefined}
        aria-describedby={actions ? hintId : undefined}
        aria-keyshortcuts={actions ? 'ArrowRight' : undefined}
        onClick={() => onSelect(trip)}
        onKeyDown={onCardKeyDown}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'block',
          textAlign: 'left',
          p: 1,
          borderRadius: 1,
          color: departed ? 'text.secondary' : 'text.primary',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, textDecoration: departed ? 'line-through' : undefined }}>
            {time}
          </Typography>
          <Separator />
          <Typography component="span" variant="body2">
            {trip.totalBookedSeat}/{trip.totalSeat}{' '}
            <ScreenReaderText>{SEARCH_LABELS.seatsBooked}</ScreenReaderText>
          </Typography>
          <Box component="span" sx={{ flex: 1 }} />
          {/* The states are spoken at the end of the name; the title is the hover hint for the mouse. */}
          {locked && (
            <Box component="span" title={SEARCH_LABELS.tripLocked} sx={{ display: 'inline-flex' }}>
              <LockIcon fontSize="small" color="error" aria-hidden data-testid="trip-locked-icon" />
            </Box>
          )}
          {noSeatChoice && (
            <Box component="span" title={SEARCH_LABELS.noSeatChoice} sx={{ display: 'inline-flex' }}>
              <BlockIcon fontSize="small" color="warning" aria-hidden data-testid="trip-no-seat-choice-icon" />
            </Box>
          )}
        </Box>
        <Separator />
        <Typography
          component="span"
          variant="body2"
          title={trip.routeName}
          // Route names share a long station prefix; two lines keep the part that tells them apart.
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {trip.routeName}
        </Typography>
        <Separator />
        <Typography component="span" variant="body2" noWrap sx={LINE_SX} color={hasVehicleAndDriver(trip) ? 'text.primary' : 'error'}>
          {vehicle}
        </Typography>
        <Separator />
        <Typography component="span" variant="caption" noWrap sx={LINE_SX} color="text.secondary">
          {trip.companyName}
        </Typography>
        {states.map((state) => (
          <Fragment key={state}>
            <Separator />
            <ScreenReaderText>{state}</ScreenReaderText>
          </Fragment>
        ))}
      </ButtonBase>
      {actions && (
        <>
          <ScreenReaderText id={hintId}>{SEARCH_LABELS.cardActionsHint}</ScreenReaderText>
          <Box
            ref={actionsRef}
            role="group"
            aria-label={SEARCH_LABELS.cardActions(time)}
            onKeyDown={onActionsKeyDown}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              p: 0.5,
              // The arrow keys move the focus here by script: mark it as plainly as the card's own focus.
              '& button:focus-visible, & .Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          >
            {actions}
          </Box>
        </>
      )}
    </Box>
  );
}
