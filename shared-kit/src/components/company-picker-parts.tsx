import PhoneForwardedOutlined from '@mui/icons-material/PhoneForwardedOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { COMPONENT_LABELS } from './component-labels';
import { remainingDebtText, type CompanyPickerOption } from './company-picker-model';

// What both company pickers' lazily loaded fields show: an option's two lines and the phone button.

/** The second line of an option: phone · remaining allowance (000 §2.12). */
export const companyDetailText = (option: CompanyPickerOption): string =>
  [option.companyPhoneNumber, `${COMPONENT_LABELS.companyRemainingDebt}: ${remainingDebtText(option)}`].filter(Boolean).join(' · ');

/**
 * The list as wide as its longest option, never narrower than a field: a picker in a narrow column (the trip search's)
 * cut the allowance of a company with no limit to '1.000.000.…'.
 */
export const COMPANY_LIST_POPPER = { placement: 'bottom-start', style: { width: 'fit-content', minWidth: 280 } } as const;

/** An option of the list: the name, and under it the phone and the remaining debt allowance. */
export function CompanyOptionContent({ option }: { option: CompanyPickerOption }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {option.companyName}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {companyDetailText(option)}
      </Typography>
    </Box>
  );
}

export interface CompanyPhoneButtonProps {
  /** The chosen companies; those with a phone are offered. */
  companies: readonly CompanyPickerOption[];
  onPhoneFill: (companyPhone: string) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/**
 * The phone icon of 000 §2.12: fills the ticket's phone with the chosen company's number. With several companies
 * chosen (the trip search takes many) it opens a menu of their numbers instead of guessing one; with none that has
 * a phone it is disabled.
 */
export function CompanyPhoneButton({ companies, onPhoneFill, disabled, size = 'small' }: CompanyPhoneButtonProps) {
  const withPhone = companies.filter((c) => c.companyPhoneNumber);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const several = withPhone.length > 1;
  return (
    <>
      <Tooltip title={COMPONENT_LABELS.companyPhoneFill}>
        <span>
          <IconButton
            aria-label={COMPONENT_LABELS.companyPhoneFill}
            aria-haspopup={several ? 'menu' : undefined}
            aria-expanded={several ? anchor !== null : undefined}
            aria-controls={several && anchor ? menuId : undefined}
            disabled={disabled || withPhone.length === 0}
            onClick={(event) => {
              if (several) setAnchor(event.currentTarget);
              else if (withPhone[0]?.companyPhoneNumber) onPhoneFill(withPhone[0].companyPhoneNumber);
            }}
            size={size}
          >
            <PhoneForwardedOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {several ? (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {withPhone.map((company) => (
            <MenuItem
              key={company.companyId}
              onClick={() => {
                setAnchor(null);
                onPhoneFill(company.companyPhoneNumber!);
              }}
            >
              {`${company.companyName} — ${company.companyPhoneNumber}`}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
