import { lazy, type ComponentType } from 'react';

// React.lazy that keeps count of the code still loading (decision 051). On the server a lazy
// component's first render only starts its import: renderToString sends the boundary around it as
// its fallback (`<!--$!-->`), which the browser throws away and draws itself (React error #419).
// The server's renderer (entry-server.tsx) waits for what is loading here and draws the page
// again, so no page is answered with a boundary whose code was merely not in yet.

const loading = new Set<Promise<unknown>>();

/** React.lazy, its import known to `codeLoading` until it settles. */
export function lazyCode<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => {
    const pending = load();
    loading.add(pending);
    const done = () => void loading.delete(pending);
    pending.then(done, done);
    return pending;
  });
}

/** Settles once every lazy import started so far has (loaded or failed); null when none is. */
export function codeLoading(): Promise<void> | null {
  if (loading.size === 0) return null;
  return Promise.allSettled([...loading]).then(() => undefined);
}
