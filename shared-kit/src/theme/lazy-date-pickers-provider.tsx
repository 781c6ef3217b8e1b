import { lazy, Suspense, type ReactNode } from 'react';

const RealDatePickersProvider = lazy(() => import('./date-pickers-provider').then((m) => ({ default: m.DatePickersProvider })));

/**
 * The date-pickers provider (dayjs, Vietnamese) for a screen that uses MUI date pickers directly; shared
 * components such as DateRangeFilter already bring their own. It loads @mui/x-date-pickers on first render,
 * so shared-kit itself never does; its children appear once the provider has loaded (`fallback` until then).
 */
export function DatePickersProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <RealDatePickersProvider>{children}</RealDatePickersProvider>
    </Suspense>
  );
}
