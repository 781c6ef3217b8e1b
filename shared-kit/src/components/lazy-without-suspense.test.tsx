import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithoutSuspense } from './lazy-without-suspense';
import { deferred } from '../test-support/deferred';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);


const Greeting = ({ name }: { name: string }) => <p>Xin chào {name}</p>;

/** Counts the mounts of a boundary's fallback: a Suspense fallback shown is what React's reveal throttle counts from. */
function fallbackCounter() {
  const mounts = { count: 0 };
  function Marker({ text }: { text: string }) {
    mounts.count += 1;
    return <p>{text}</p>;
  }
  return { mounts, Marker };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('lazyWithoutSuspense', () => {
  it('shows its fallback while its code loads, then the component, and never suspends the boundary around it', async () => {
    const load = deferred<ComponentType<{ name: string }>>();
    const LazyGreeting = lazyWithoutSuspense(() => load.promise);
    const suspense = fallbackCounter();
    render(
      <Suspense fallback={<suspense.Marker text="treo" />}>
        <LazyGreeting name="An" fallback={<p>Đang tải…</p>} />
      </Suspense>,
    );
    expect(screen.getByText('Đang tải…')).toBeTruthy();
    await act(async () => load.resolve(Greeting));
    expect(screen.getByText('Xin chào An')).toBeTruthy();
    expect(screen.queryByText('Đang tải…')).toBeNull();
    expect(suspense.mounts.count).toBe(0);
  });

  it('negative control: React.lazy in the same place suspends and shows the boundary fallback', async () => {
    const load = deferred<{ default: ComponentType<{ name: string }> }>();
    const LazyGreeting = lazy(() => load.promise);
    const suspense = fallbackCounter();
    render(
      <Suspense fallback={<suspense.Marker text="treo" />}>
        <LazyGreeting name="An" />
      </Suspense>,
    );
    await act(async () => load.resolve({ default: Greeting }));
    expect(await screen.findByText('Xin chào An')).toBeTruthy();
    expect(suspense.mounts.count).toBeGreaterThan(0);
  });

  it('once loaded, a new mount shows the component in its first render, without a fallback; the code loads once', async () => {
    const load = vi.fn(() => Promise.resolve<ComponentType<{ name: string }>>(Greeting));
    const LazyGreeting = lazyWithoutSuspense(load);
    expect(LazyGreeting.isLoaded()).toBe(false);
    await LazyGreeting.preload();
    expect(LazyGreeting.isLoaded()).toBe(true);
    const own = fallbackCounter();
    render(<LazyGreeting name="Bình" fallback={<own.Marker text="Đang tải…" />} />);
    expect(screen.getByText('Xin chào Bình')).toBeTruthy();
    expect(own.mounts.count).toBe(0);
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that fails reaches the error boundary, and the next mount loads again', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ name: string }>>>()
      .mockRejectedValueOnce(new Error('Không tải được màn hình'))
      .mockResolvedValueOnce(Greeting);
    const LazyGreeting = lazyWithoutSuspense(load);
    const first = render(
      <Boundary>
        <LazyGreeting name="Chi" />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Không tải được màn hình');
    first.unmount();
    render(
      <Boundary>
        <LazyGreeting name="Chi" />
      </Boundary>,
    );
    expect(await screen.findByText('Xin chào Chi')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
