// The standalone <busdesk-softphone> bundle (tools/build/src/widget-build.ts says how a widget is built).
//   pnpm --filter @busdesk/mf-telephony exec vite build -c vite.widget.config.ts
import { defineConfig } from 'vite';
import { widgetBuildConfig } from '../tools/build/src/widget-build';

export default defineConfig(
  widgetBuildConfig({ root: import.meta.dirname, entry: 'src/widgets/softphone/busdesk-softphone.ts', name: 'BusdeskSoftphone', fileName: 'busdesk-softphone.js' }),
);
