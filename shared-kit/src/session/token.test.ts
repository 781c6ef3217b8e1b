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

  it('reads the cookie store once for many asks in one run of code, and sees the token set or cleared at once', async () => {
    setToken('first');
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    let reads = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        reads++;
        return cookie.get!.call(document) as string;
      },
      set(value: string) {
        cookie.set!.call(document, value);
      },
    });
    try {
      await Promise.resolve(); // a new run of code
      for (let i = 0; i < 30; i++) expect(getToken()).toBe('first');
      expect(reads).toBe(1);
      setToken('second');
      expect(getToken()).toBe('second');
      clearToken();
      expect(getToken()).toBeUndefined();
      // Another tab's sign-in is seen by the next run of code.
      cookie.set!.call(document, 'token=from-another-tab; Path=/');
      await Promise.resolve();
      expect(getToken()).toBe('from-another-tab');
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});
