import { MIN_PASSWORD_LENGTH } from '@busdesk/api-contract';
import { MSG } from '@busdesk/shared-kit';

export interface PasswordChangeErrors {
  password?: string;
  confirm?: string;
}

/** 000 §5: at least 6 characters, and both entries the same. */
export function validatePasswordChange(password: string, confirm: string): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = MSG.profile.passwordMin;
  if (confirm !== password) errors.confirm = MSG.profile.mismatch;
  return errors;
}
