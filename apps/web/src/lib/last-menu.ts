import { paths } from '@lutong/shared';
import type { KeyValueStore } from './browser-storage';

// product §2 route table: /menu 'behaves like the menu entry' (issue 22): it opens the signed-in
// buyer's last seller, else the bazaar. The last seller is the menu this account opened last in
// this browser, else the seller of its newest order.
export const LAST_MENU_KEY = 'lb:last-menu';

type LastMenu = { user: string; chef: string };

function readLastMenu(store: KeyValueStore): LastMenu | null {
  try {
    const value: unknown = JSON.parse(store.getItem(LAST_MENU_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { user, chef } = value as Record<string, unknown>;
    return typeof user === 'string' && typeof chef === 'string' && chef !== ''
      ? { user, chef }
      : null;
  } catch {
    return null;
  }
}

/** Remembers the seller whose menu a signed-in user opened. */
export function rememberLastMenu(store: KeyValueStore, userId: string, chefId: string): void {
  store.setItem(LAST_MENU_KEY, JSON.stringify({ user: userId, chef: chefId }));
}

/** The seller whose menu this user opened last in this browser, if any. */
export function lastMenuChef(store: KeyValueStore, userId: string): string | null {
  const last = readLastMenu(store);
  return last?.user === userId ? last.chef : null;
}

/** Where /menu goes: that seller's menu, else the bazaar. */
export const menuEntryPath = (chefId: string | null): string =>
  chefId ? paths.menu(chefId) : paths.bazaar();
