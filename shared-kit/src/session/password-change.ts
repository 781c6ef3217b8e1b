import { MIN_PASSWORD_LENGTH } from '@busdesk/api-contract/core';
import { MSG_PROFILE } from '@busdesk/api-contract/messages/auth';

export interface PasswordChangeErrors {
  password?: string;
  confirm?: string;
}

/**
 * 000 §5's change-password rule: at least 6 characters, and both entries the same. The change-password screen and the
 * sign-in's set-new-password step after a reset (ADR 0054) both check it.
 */
export function validatePasswordChange(password: string, confirm: string): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = MSG_PROFILE.passwordMin;
  if (confirm !== password) errors.confirm = MSG_PROFILE.mismatch;
  return errors;
}
