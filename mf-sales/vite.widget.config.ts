// The standalone <busdesk-seat-map> bundle (tools/build/src/widget-build.ts says how a widget is built).
//   pnpm --filter @busdesk/mf-sales exec vite build -c vite.widget.config.ts
import { defineConfig } from 'vite';
import { widgetBuildConfig } from '../tools/build/src/widget-build';

export default defineConfig(widgetBuildConfig({ root: import.meta.dirname, entry: 'src/widgets/seat-map/busdesk-seat-map.ts', name: 'BusdeskSeatMap', fileName: 'busdesk-seat-map.js' }));
