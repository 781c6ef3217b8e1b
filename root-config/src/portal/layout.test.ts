import { ROUTES } from '@busdesk/api-contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { APPLICATIONS, applicationElement, mountFrame } from './layout';

describe('portal layout', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('gives every route of the table exactly one screen in the content slot', () => {
    for (const route of ROUTES) {
      const shown = APPLICATIONS.filter((app) => app.slot === 'content' && app.shows(route)).map((app) => app.name);
      expect(shown, route.path).toHaveLength(1);
    }
  });

  it('shows the navbar layout on layout routes only', () => {
    const layout = APPLICATIONS.find((app) => app.name === '@busdesk/shell-layout')!;
    const byPath = (path: string) => ROUTES.find((r) => r.path === path)!;
    expect(layout.shows(byPath('/book-ticket'))).toBe(true);
    expect(layout.shows(byPath('/login'))).toBe(false);
    expect(layout.shows(byPath('/404'))).toBe(false);
    expect(layout.shows(byPath('/transport/view'))).toBe(false);
  });

  it('mounts the frame once and gives each application its own element in its slot', () => {
    mountFrame();
    mountFrame();
    expect(document.querySelectorAll('.busdesk-frame')).toHaveLength(1);
    const sales = applicationElement({ name: '@busdesk/mf-sales', slot: 'content' });
    const admin = applicationElement({ name: '@busdesk/mf-admin', slot: 'content' });
    expect(sales).not.toBe(admin);
    expect(sales.parentElement?.id).toBe('busdesk-content');
    expect(applicationElement({ name: '@busdesk/mf-sales', slot: 'content' })).toBe(sales);
  });
});
