import { configure } from '@testing-library/react';

// Component tests of shared-kit and the micro-frontends (their vitest configs load this file). The machines that run
// them are shared and, under load, a lazily loaded component (a dialog, a picker) can take over a second to appear
// in jsdom: findBy*/waitFor wait up to 5 s instead of testing-library's 1 s. A test still fails when the thing
// never appears; only how long it waits changes.
configure({ asyncUtilTimeout: 5_000 });
