import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import FilterListIcon from '@mui/icons-material/FilterList';
import SettingsIcon from '@mui/icons-material/Settings';
import { useId, useState } from 'react';
import { SEARCH_LABELS } from '../labels';
import type { CompanyUse } from '../trip-search-rules';
import type { TripDisplaySwitch, TripDisplaySwitches } from '../hooks/use-search-config';

const COMPANY_USES: readonly CompanyUse[] = ['all', 'using', 'notUsing'];

export interface CompanyUseMenuProps {
  value: CompanyUse;
  onChange(value: CompanyUse): void;
}

/** The filter menu by company use (001 §2.1): all / using the app / not using the app. */
export function CompanyUseMenu({ value, onChange }: CompanyUseMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label={SEARCH_LABELS.companyUseMenu}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        color={value === 'all' ? 'default' : 'primary'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FilterListIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {COMPANY_USES.map((use) => (
          <MenuItem
            key={use}
            role="menuitemradio"
            aria-checked={use === value}
            selected={use === value}
            onClick={() => {
              onChange(use);
              setAnchor(null);
            }}
          >
            {SEARCH_LABELS.companyUse[use]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

const SWITCHES: readonly TripDisplaySwitch[] = ['hideTripOvertime', 'displayTripNewStyle', 'showTripHasDriversAndVehicle'];

export interface SearchConfigMenuProps {
  switches: TripDisplaySwitches;
  onChange(key: TripDisplaySwitch, value: boolean): void;
}

/**
 * The configuration menu with the three switches (001 §2.1). A popover rather than a menu: a menu item holding
 * a switch would nest two interactive controls.
 */
export function SearchConfigMenu({ switches, onChange }: SearchConfigMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  return (
    <>
      <IconButton
        aria-label={SEARCH_LABELS.configMenu}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <SettingsIcon />
      </IconButton>
      <Popover
        id={popoverId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': SEARCH_LABELS.configMenu, sx: { p: 2 } } }}
      >
        <FormGroup>
          {SWITCHES.map((key) => (
            <FormControlLabel
              key={key}
              control={<Switch checked={switches[key]} onChange={(event) => onChange(key, event.target.checked)} />}
              label={SEARCH_LABELS[key]}
            />
          ))}
        </FormGroup>
      </Popover>
    </>
  );
}
