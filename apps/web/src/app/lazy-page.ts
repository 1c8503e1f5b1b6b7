import { lazy, type ComponentType } from 'react';

/** React.lazy for a page module's named export, so each page is its own chunk. */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return lazy(async () => ({ default: pick(await load()) }));
}
