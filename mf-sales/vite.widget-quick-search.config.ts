// The standalone <busdesk-quick-search> bundle (tools/build/src/widget-build.ts says how a widget is built).
//   pnpm --filter @busdesk/mf-sales exec vite build -c vite.widget-quick-search.config.ts
import { defineConfig } from 'vite';
import { widgetBuildConfig } from '../tools/build/src/widget-build';

export default defineConfig(
  widgetBuildConfig({ root: import.meta.dirname, entry: 'src/widgets/quick-search/busdesk-quick-search.ts', name: 'BusdeskQuickSearch', fileName: 'busdesk-quick-search.js' }),
);
