import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

export type LoadedValueState<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; value: T };

/**
 * What a block of the page reads once on mount (and again when `load` changes: memoise it on its services), as the
 * three states the block shows. An answer after unmount is dropped, so a closed page never sets state.
 */
export function useLoadedValue<T>(load: () => Promise<T>): [LoadedValueState<T>, Dispatch<SetStateAction<LoadedValueState<T>>>] {
  const [state, setState] = useState<LoadedValueState<T>>({ kind: 'loading' });
  useEffect(() => {
    let alive = true;
    load().then(
      (value) => alive && setState({ kind: 'loaded', value }),
      () => alive && setState({ kind: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [load]);
  return [state, setState];
}
