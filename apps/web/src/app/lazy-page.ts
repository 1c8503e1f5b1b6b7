import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export, so each page (or a part only some visitors need) is its
 * own chunk.
 */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return lazy(async () => ({ default: pick(await load()) }));
}
