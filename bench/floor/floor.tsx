import { registerApplication, start } from 'single-spa';

// The floor page's one tiny entry: like the portal's root config it registers the screens with single-spa, each its
// own chunk (floor-<page>.tsx), so a page loads only its own components.
registerApplication({ name: 'floor-login', app: () => import('./floor-login'), activeWhen: (l) => l.pathname === '/login' });
registerApplication({ name: 'floor-shell', app: () => import('./floor-shell'), activeWhen: (l) => l.pathname !== '/login' });
start();
