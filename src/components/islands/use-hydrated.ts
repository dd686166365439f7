// Whether the island runs in the browser after hydration. The server and the hydrating render both see
// false, so the markup matches; React then renders again with true. (The store never changes, so the
// subscription does nothing.)
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
