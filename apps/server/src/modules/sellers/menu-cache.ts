import type { FastifyInstance } from 'fastify';
import type { MenuChef } from '@lutong/shared';
import type { Database } from '../../db/client.js';
import { listenForChanges, type ChangeHandlers } from '../../db/change-notices.js';
import { findMenu } from './sellers.repo.js';

/** The channel drizzle/0006_menu_change_notices.sql announces changed sellers on. */
export const MENU_CHANGED_CHANNEL = 'menu_changed';

/** A menu as served: the seller and dishes, and the response body already written out. */
export type CachedMenu = { chef: MenuChef; body: string };

export type MenuCache = {
  get: (chefId: string) => Promise<CachedMenu | null>;
  /** the handlers for the 'menu_changed' channel */
  changes: ChangeHandlers;
  readonly size: number;
};

export const menuBody = (chef: MenuChef): string =>
  JSON.stringify({ status: 'success', data: { user: chef } });

/**
 * Sellers' menus in memory (issue 10: the menu is read far more than it changes). A menu is kept
 * only while change notices are live and is dropped on every notice naming its seller, which
 * triggers send at commit for any change to the seller's row or dishes (stock included), from any
 * process. A load that a notice overtakes is served to its callers but not kept: it may have read
 * the rows before the change. The least recently read menus go first once `maxEntries` are kept.
 */
export function createMenuCache(options: {
  load: (chefId: string) => Promise<MenuChef | null>;
  maxEntries: number;
}): MenuCache {
  const { load, maxEntries } = options;
  const kept = new Map<string, CachedMenu>();
  // loads under way that no notice has overtaken yet; a notice removes its seller's load
  const loading = new Map<string, Promise<CachedMenu | null>>();
  let live = false;

  const fetchMenu = async (chefId: string) => {
    const chef = await load(chefId);
    return chef ? { chef, body: menuBody(chef) } : null;
  };

  const dropAll = () => {
    kept.clear();
    loading.clear();
  };

  const get = async (chefId: string): Promise<CachedMenu | null> => {
    if (!live || maxEntries === 0) return fetchMenu(chefId);
    const hit = kept.get(chefId);
    if (hit) {
      // most recently read last, so eviction takes the first
      kept.delete(chefId);
      kept.set(chefId, hit);
      return hit;
    }
    const underWay = loading.get(chefId);
    if (underWay) return underWay;
    const started = fetchMenu(chefId);
    loading.set(chefId, started);
    try {
      const menu = await started;
      if (loading.get(chefId) === started) {
        loading.delete(chefId);
        if (menu) keep(chefId, menu);
      }
      return menu;
    } catch (err) {
      if (loading.get(chefId) === started) loading.delete(chefId);
      throw err;
    }
  };

  const keep = (chefId: string, menu: CachedMenu) => {
    kept.set(chefId, menu);
    if (kept.size > maxEntries) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
  };

  return {
    get,
    changes: {
      notify: (payload) => {
        if (payload === '*') return dropAll();
        for (const chefId of payload.split(',')) {
          kept.delete(chefId);
          loading.delete(chefId);
        }
      },
      live: (isLive) => {
        live = isLive;
        dropAll();
      },
    },
    get size() {
      return kept.size;
    },
  };
}

/**
 * The app's menu cache, listening to the database's change notices (decision 014).
 * A write is answered only once this process has heard the notices it caused, so whoever wrote
 * reads their own change next; another process hears it a moment later.
 */
export async function startMenuCache(
  app: FastifyInstance,
  database: Database,
  size: number,
): Promise<MenuCache> {
  const menus = createMenuCache({ load: (id) => findMenu(database.db, id), maxEntries: size });
  if (size === 0) {
    app.decorate('menuChangesHeard', async () => {});
    return menus;
  }
  const notices = await listenForChanges(database, MENU_CHANGED_CHANNEL, menus.changes, app.log);
  app.decorate('menuChangesHeard', notices.sync);
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && menus.size > 0) {
      await notices.sync();
    }
  });
  app.addHook('onClose', async () => notices.close());
  return menus;
}
