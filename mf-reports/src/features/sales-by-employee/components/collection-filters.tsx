import { DATE_TYPE_LABELS, TICKET_TYPE_LABELS, type TCompanyOption, type TUserInfo } from '@busdesk/api-contract';
import { formatTime } from '@busdesk/shared-kit';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { CompanySelect } from '../../../shared/company-select';
import { routeEnabled, staffEnabled, staffFixed, subPartnersEnabled, tripEnabled, type CollectionDateType, type CollectionFilter, type SellerType } from '../hooks/collection-filter';
import type { CollectionLookups } from '../hooks/use-collection-lookups';
import { COLLECTION_LABELS as L } from '../labels';

const ALL = '';

interface PickProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
  minWidth?: number;
  children: ReactNode;
}

/** One single-choice filter field. */
function Pick({ label, value, onChange, disabled, helperText, minWidth = 180, children }: PickProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      title={helperText}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
      // 'Tất cả' is the empty value: shown, not a blank field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

export interface CollectionFiltersProps {
  filter: CollectionFilter;
  onChange: (patch: Partial<CollectionFilter>) => void;
  companies: readonly TCompanyOption[];
  lookups: Pick<CollectionLookups, 'subPartners' | 'staff' | 'routes' | 'trips'>;
  user: TUserInfo;
}

/**
 * The collection report's filters after the dates, which ReportScreen shows (002 §2: today, not clearable): company,
 * child stations (a parent partner only), staff (fixed to self for STAFF, disabled for company tickets), route (one
 * day and a company), trip (and a route), ticket type and date type. The rules that clear one filter when another changes are in
 * `changeCollectionFilter`; this only shows them.
 */
export function CollectionFilters({ filter, onChange, companies, lookups, user }: CollectionFiltersProps) {
  // A STAFF user sees their own name, fixed; an ADMIN picks among the agency's employees.
  const staffOptions = staffFixed(user) ? [{ id: user.id, name: user.name }] : lookups.staff;
  return (
    <>
      <CompanySelect companies={companies} value={filter.companyId} onChange={(companyId) => onChange({ companyId })} />
      {subPartnersEnabled(user) ? (
        <TextField
          select
          size="small"
          label={L.subPartners}
          value={filter.subPartnerIds}
          sx={{ minWidth: 200, maxWidth: 280 }}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) => {
                const chosen = selected as string[];
                return chosen.length === 0 ? L.allSubPartners : lookups.subPartners.filter((p) => chosen.includes(p.id)).map((p) => p.name).join(', ');
              },
            },
            inputLabel: { shrink: true },
          }}
          onChange={(e) => {
            const raw = e.target.value as unknown as string[] | string;
            onChange({ subPartnerIds: typeof raw === 'string' ? raw.split(',').filter(Boolean) : raw });
          }}
        >
          {lookups.subPartners.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              <Checkbox size="small" checked={filter.subPartnerIds.includes(p.id)} />
              <ListItemText primary={p.name} />
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Pick label={L.staff} value={filter.userPartnerId ?? ALL} disabled={!staffEnabled(filter, user)} onChange={(v) => onChange({ userPartnerId: v === ALL ? null : v })}>
        <MenuItem value={ALL}>{L.allStaff}</MenuItem>
        {staffOptions.map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {u.name}
          </MenuItem>
        ))}
      </Pick>
      <Pick label={L.route} value={filter.routeId ?? ALL} disabled={!routeEnabled(filter)} helperText={routeEnabled(filter) ? undefined : L.routeHint} onChange={(v) => onChange({ routeId: v === ALL ? null : v })} minWidth={200}>
        <MenuItem value={ALL}>{L.allRoutes}</MenuItem>
        {lookups.routes.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.routeName}
          </MenuItem>
        ))}
      </Pick>
      <Pick label={L.trip} value={filter.tripId ?? ALL} disabled={!tripEnabled(filter)} helperText={tripEnabled(filter) ? undefined : L.tripHint} onChange={(v) => onChange({ tripId: v === ALL ? null : v })} minWidth={160}>
        <MenuItem value={ALL}>{L.allTrips}</MenuItem>
        {lookups.trips.map((t) => (
          <MenuItem key={t.tripId} value={t.tripId}>
            {[formatTime(t.startTime), t.numberPlate].filter(Boolean).join(' · ')}
          </MenuItem>
        ))}
      </Pick>
      <Pick label={L.ticketType} value={String(filter.sellerType)} onChange={(v) => onChange({ sellerType: Number(v) as SellerType })} minWidth={140}>
        <MenuItem value="0">{L.allTicketTypes}</MenuItem>
        <MenuItem value="1">{TICKET_TYPE_LABELS[1]}</MenuItem>
        <MenuItem value="2">{TICKET_TYPE_LABELS[2]}</MenuItem>
      </Pick>
      <Pick label={L.dateType} value={String(filter.dateType)} onChange={(v) => onChange({ dateType: Number(v) as CollectionDateType })} minWidth={150}>
        <MenuItem value="0">{DATE_TYPE_LABELS[0]}</MenuItem>
        <MenuItem value="1">{DATE_TYPE_LABELS[1]}</MenuItem>
      </Pick>
    </>
  );
}
