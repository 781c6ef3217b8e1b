import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken } from './token';

afterEach(() => {
  clearToken();
  window.history.replaceState(null, '', '/');
});

describe('token', () => {
  it('is absent until set, kept in the token cookie, and gone after clearToken', () => {
    expect(getToken()).toBeUndefined();
    setToken('abc.def/ghi');
    expect(document.cookie).toContain('token=');
    expect(getToken()).toBe('abc.def/ghi');
    clearToken();
    expect(getToken()).toBeUndefined();
  });

  it('prefers the token query parameter over the cookie', () => {
    setToken('from-cookie');
    window.history.replaceState(null, '', '/transport/view?id=7&token=from-query');
    expect(getToken()).toBe('from-query');
    window.history.replaceState(null, '', '/transport/view?id=7');
    expect(getToken()).toBe('from-cookie');
  });
});
