// The standalone <busdesk-seat-map> bundle (widget-build.ts says how a widget is built).
//   pnpm --filter @busdesk/mf-sales exec vite build -c vite.widget.config.ts
import { defineConfig } from 'vite';
import { widgetBuildConfig } from './widget-build';

export default defineConfig(widgetBuildConfig({ entry: 'src/widgets/seat-map/busdesk-seat-map.ts', name: 'BusdeskSeatMap', fileName: 'busdesk-seat-map.js' }));
