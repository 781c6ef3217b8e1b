import { mergePartnerConfig, parsePartnerConfig } from '@busdesk/api-contract';
import { bus, MSG, notify, useSession } from '@busdesk/shared-kit';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { TripSearchServices } from '../trip-search-services';

/** The three switches of the configuration menu (001 §2.1), kept in the partner config JSON. */
export interface TripDisplaySwitches {
  hideTripOvertime: boolean;
  displayTripNewStyle: boolean;
  showTripHasDriversAndVehicle: boolean;
}
export type TripDisplaySwitch = keyof TripDisplaySwitches;

export interface SearchConfig {
  switches: TripDisplaySwitches;
  /** true while a switch change is being saved. */
  saving: boolean;
  setSwitch(key: TripDisplaySwitch, value: boolean): Promise<void>;
}

/**
 * Reads the switches from the session's partner config and saves a change at once with self-update. The text is
 * merged, not rewritten, so keys this screen does not know (print limits, hidden fields…) survive. The switch
 * moves immediately and moves back if the save fails; on success the session gets the saved partner, so every
 * screen reading the config (the booking form too) sees the same text.
 */
export function useSearchConfig(services: TripSearchServices): SearchConfig {
  const session = useSession();
  const configText = session.status === 'authenticated' ? session.user.partner.config : '{}';
  const saved = useMemo(() => {
    const config = parsePartnerConfig(configText);
    return {
      hideTripOvertime: config.hideTripOvertime,
      displayTripNewStyle: config.displayTripNewStyle,
      showTripHasDriversAndVehicle: config.showTripHasDriversAndVehicle,
    };
  }, [configText]);
  const [pending, setPending] = useState<Partial<TripDisplaySwitches>>({});
  // Two quick toggles must both land in the saved text: the second merge has to see the first change.
  const pendingRef = useRef<Partial<TripDisplaySwitches>>({});
  const textRef = useRef(configText);
  textRef.current = configText;

  const setSwitch = useCallback(
    async (key: TripDisplaySwitch, value: boolean) => {
      pendingRef.current = { ...pendingRef.current, [key]: value };
      setPending(pendingRef.current);
      const clear = () => {
        const rest = { ...pendingRef.current };
        delete rest[key];
        pendingRef.current = rest;
        setPending(rest);
      };
      try {
        const partner = await services.savePartnerConfig(mergePartnerConfig(textRef.current, pendingRef.current));
        const current = bus.session$.getValue();
        if (current.status === 'authenticated') {
          textRef.current = partner.config;
          bus.session$.next({ ...current, user: { ...current.user, partner } });
        }
        clear();
        notify(MSG.sales.configSaved, 'success');
      } catch {
        clear();
        notify(MSG.sales.configSaveFailed, 'error');
      }
    },
    [services],
  );

  return { switches: { ...saved, ...pending }, saving: Object.keys(pending).length > 0, setSwitch };
}
