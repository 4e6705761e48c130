import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('gives the value set last and tells each subscriber until it stops listening', () => {
    const store = createStore({ open: false });
    const told: boolean[] = [];
    const stop = store.subscribe(() => told.push(store.get().open));
    store.set({ open: true });
    store.set({ open: false });
    stop();
    store.set({ open: true });
    expect(told).toEqual([true, false]);
    expect(store.get()).toEqual({ open: true });
  });

  it('renders the current value in a component', () => {
    const store = createStore('closed');
    const Reader = () => createElement('span', null, store.use());
    expect(renderToString(createElement(Reader))).toBe('<span>closed</span>');
    store.set('open');
    expect(renderToString(createElement(Reader))).toBe('<span>open</span>');
  });
});
