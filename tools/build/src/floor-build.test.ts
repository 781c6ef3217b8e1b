import { describe, expect, it } from 'vitest';
import { floorPages, type FloorChunk } from './floor-build';

const chunk = (fileName: string, imports: string[], more: Partial<FloorChunk> = {}): FloorChunk => ({
  fileName,
  imports,
  isEntry: false,
  isDynamicEntry: false,
  facade: null,
  ...more,
});

describe('floor page', () => {
  it('gives each page the shared modules of the entry and of its own chunk, through shared chunks', () => {
    const pages = floorPages([
      chunk('floor.js', ['single-spa'], { isEntry: true, facade: '/b/floor.tsx' }),
      chunk('chunks/floor-login.js', ['chunks/react-app.js', '@mui/material/Button', 'axios'], { isDynamicEntry: true, facade: '/b/floor-login.tsx' }),
      chunk('chunks/floor-shell.js', ['chunks/react-app.js', '@mui/material/AppBar'], { isDynamicEntry: true, facade: '/b/floor-shell.tsx' }),
      chunk('chunks/react-app.js', ['react-dom/client', '@mui/material/styles', 'not-a-shared-module']),
    ]);
    expect(pages).toEqual({
      login: ['@mui/material/Button', '@mui/material/styles', 'axios', 'react-dom/client', 'single-spa'],
      shell: ['@mui/material/AppBar', '@mui/material/styles', 'react-dom/client', 'single-spa'],
    });
  });

  it('refuses an entry without pages', () => {
    expect(() => floorPages([chunk('floor.js', ['react'], { isEntry: true })])).toThrow(/floor-<page>/);
  });
});
