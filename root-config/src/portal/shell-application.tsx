import Alert from '@mui/material/Alert';
import { BusdeskProviders } from '@busdesk/shared-kit/core';
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import { SHELL_LABELS } from '../messages';
import type { PortalAppProps } from './layout';

/** Without a boundary one render error would take the whole shell part down with a blank page. */
class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <Alert severity="error">{SHELL_LABELS.appError}</Alert> : this.props.children;
  }
}

/** Tells single-spa the application is on screen once React has committed its first render (an error screen too). */
function Mounted({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(onMounted, [onMounted]);
  return children;
}

/**
 * single-spa lifecycles for one of the shell's own React screens (layout, login, 404), inside the same providers
 * every micro-frontend uses so the shell looks and speaks like the screens beside it. Written here rather than with
 * single-spa-react (which the micro-frontends use, through shared-kit): these three screens need a root per mount and
 * an error boundary, and single-spa-react was ~2.4 kB gzip of the shell's first paint for that.
 */
export function shellApplication(Screen: ComponentType): LifeCycles<PortalAppProps> {
  const roots = new Map<string, Root>();
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props: PortalAppProps & AppProps) =>
      new Promise<void>((resolve) => {
        const root = createRoot(props.domElementGetter());
        roots.set(props.name, root);
        root.render(
          <Mounted onMounted={resolve}>
            <ShellErrorBoundary>
              <BusdeskProviders>
                <Screen />
              </BusdeskProviders>
            </ShellErrorBoundary>
          </Mounted>,
        );
      }),
    unmount: (props: PortalAppProps & AppProps) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
      return Promise.resolve();
    },
  };
}
