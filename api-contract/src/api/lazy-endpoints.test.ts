import { describe, expect, it } from 'vitest';
import {
  lazyAdminConfigEndpoint,
  lazyLoginEndpoint,
  lazyLogoutEndpoint,
  lazyNotificationCountEndpoint,
  lazyViewUserEndpoint,
} from './lazy-endpoints';
import { notificationCountEndpoint } from './notifications';
import { adminConfigEndpoint, loginEndpoint, logoutEndpoint, viewUserEndpoint } from './session';

describe('lazy endpoints', () => {
  it.each([
    ['admin config', lazyAdminConfigEndpoint, adminConfigEndpoint],
    ['login', lazyLoginEndpoint, loginEndpoint],
    ['view user', lazyViewUserEndpoint, viewUserEndpoint],
    ['logout', lazyLogoutEndpoint, logoutEndpoint],
    ['notification count', lazyNotificationCountEndpoint, notificationCountEndpoint],
  ])('%s: loads its endpoint, which is called at the same address', async (_name, lazy, endpoint) => {
    expect(await lazy.load()).toBe(endpoint);
    expect({ method: lazy.method, path: lazy.path, client: lazy.client }).toEqual({
      method: endpoint.method,
      path: endpoint.path,
      client: endpoint.client,
    });
  });
});
