import { MIN_PASSWORD_LENGTH } from '@busdesk/api-contract/core';
import { MSG_AUTH } from '@busdesk/api-contract/messages/auth';

export interface LoginErrors {
  username?: string;
  password?: string;
}

/** 000 §5: the username is required once trimmed; the password has at least 6 characters. */
export function validateLogin(values: { username: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = MSG_AUTH.usernameRequired;
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = MSG_AUTH.passwordMin;
  return errors;
}
