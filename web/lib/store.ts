import { useSyncExternalStore } from 'react';

/**
 * A value held outside React that any component can read and anything can change: what opens the app's
 * one-of-a-kind dialogs from any screen (decision 035). Server data lives in TanStack Query, not here.
 */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  /** Calls `listener` after each change; returns what stops it. */
  subscribe(listener: () => void): () => void;
  /** The value, re-rendering the component when it changes. */
  use(): T;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => state;
  return {
    get,
    set(next) {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
