import { MSG, vehicleFitsTrip, type TCompanyUser, type TManageTripResponse, type TTripCard, type TVehicleOption } from '@busdesk/api-contract';
import { notify, DialogButtons } from '@busdesk/shared-kit';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { failureWithReason } from '../failure-text';
import { TRIP_OPS_LABELS as L } from '../labels';
import { listCompanyDrivers } from '../api/list-company-drivers';
import { listCompanyVehicles } from '../api/list-company-vehicles';
import { manageTrip } from '../api/manage-trip';

export type TripUpdateTrip = Pick<TTripCard, 'tripId' | 'companyId' | 'driverIds' | 'driverNames' | 'vehicleId' | 'numberPlate' | 'totalBookedSeat'>;

export interface TripUpdateServices {
  listDrivers: typeof listCompanyDrivers;
  listVehicles: typeof listCompanyVehicles;
  manage: typeof manageTrip;
}
const realServices: TripUpdateServices = { listDrivers: listCompanyDrivers, listVehicles: listCompanyVehicles, manage: manageTrip };

export interface TripUpdateDialogProps {
  trip: TripUpdateTrip;
  onClose(): void;
  onSaved(result: TManageTripResponse): void;
  services?: TripUpdateServices;
}

/** A driver the trip has that the list no longer offers (left the company, inactive): kept so nothing is lost silently. */
const currentDrivers = (trip: TripUpdateTrip): TCompanyUser[] =>
  trip.driverIds.map((id, i) => ({ id, name: trip.driverNames[i] ?? id, isActive: true, phone: null, userType: 2, userStatus: 1 }));

/**
 * The trip update modal (001 §2.1): the trip's drivers from the company's users (partner/search/user-company) and
 * its vehicle (partner/search/vehicle). Mounted only while open (the parent loads it lazily).
 */
export function TripUpdateDialog({ trip, onClose, onSaved, services = realServices }: TripUpdateDialogProps) {
  const [drivers, setDrivers] = useState<TCompanyUser[]>([]);
  const [vehicles, setVehicles] = useState<TVehicleOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [chosenDrivers, setChosenDrivers] = useState<TCompanyUser[]>(() => currentDrivers(trip));
  const [vehicleId, setVehicleId] = useState(trip.vehicleId ?? '');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    const users = services.listDrivers(trip.companyId).then(
      (list) => {
        if (!live) return;
        setDrivers(list);
        // Show the trip's drivers as the list names them.
        setChosenDrivers((chosen) => chosen.map((c) => list.find((u) => u.id === c.id) ?? c));
      },
      () => live && notify(MSG.sales.userListFailed, 'error'),
    );
    const cars = services.listVehicles(trip.companyId).then(
      (list) => live && setVehicles(list),
      () => live && notify(MSG.reports.vehiclesFailed, 'error'),
    );
    void Promise.allSettled([users, cars]).then(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [services, trip.companyId]);

  // The trip's vehicle stays choosable even when the company's list no longer has it (inactive).
  const vehicleOptions =
    trip.vehicleId && !vehicles.some((v) => v.id === trip.vehicleId)
      ? [{ id: trip.vehicleId, numberPlate: trip.numberPlate ?? trip.vehicleId, vehicleType: '', seatCount: 0, brand: null, isActive: false }, ...vehicles]
      : vehicles;

  const save = async () => {
    setSaving(true);
    try {
      const vehicle = vehicleOptions.find((v) => v.id === vehicleId);
      const result = await services.manage({
        tripId: trip.tripId,
        drivers: chosenDrivers.map((d) => ({ userId: d.id, fullName: d.name })),
        vehicle: vehicle ? { id: vehicle.id, numberPlate: vehicle.numberPlate } : null,
      });
      notify(MSG.sales.tripUpdateSuccess, 'success');
      onSaved(result);
    } catch (error) {
      notify(failureWithReason(MSG.sales.tripUpdateFailed, error), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="trip-update-title">
      <DialogTitle id="trip-update-title">{L.updateTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            multiple
            options={drivers}
            value={chosenDrivers}
            loading={loading}
            loadingText={L.loading}
            noOptionsText={L.noOptions}
            getOptionLabel={(u) => u.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, value) => setChosenDrivers(value)}
            renderInput={(params) => <TextField {...params} label={L.drivers} />}
          />
          <TextField select label={L.vehicle} value={vehicleId} onChange={(event) => setVehicleId(event.target.value)}>
            <MenuItem value="">{L.noVehicle}</MenuItem>
            {vehicleOptions.map((v) => {
              // The trip's own vehicle stays choosable (the drivers can still be changed); another too small for the
              // tickets sold is listed, greyed, with the reason the server would give.
              const tooSmall = v.id !== trip.vehicleId && !vehicleFitsTrip(v, trip.totalBookedSeat);
              return (
                <MenuItem key={v.id} value={v.id} disabled={tooSmall}>
                  <ListItemText
                    primary={v.vehicleType ? `${v.numberPlate} - ${v.vehicleType}` : v.numberPlate}
                    secondary={tooSmall ? L.vehicleTooSmall(v.seatCount, trip.totalBookedSeat) : undefined}
                    sx={{ my: 0 }}
                  />
                </MenuItem>
              );
            })}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogButtons closeLabel={L.cancel} onClose={onClose} actionLabel={L.save} onAction={save} busy={saving} actionDisabled={loading} />
    </Dialog>
  );
}
