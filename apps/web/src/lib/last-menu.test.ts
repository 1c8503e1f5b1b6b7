import { describe, expect, it } from 'vitest';
import { LAST_MENU_KEY, lastMenuChef, menuEntryPath, rememberLastMenu } from './last-menu';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('/menu, the menu entry (issue 22)', () => {
  it("opens the user's last menu, else the bazaar", () => {
    const store = memoryStore();
    expect(lastMenuChef(store, 'u1')).toBeNull();
    expect(menuEntryPath(null)).toBe('/bazaar');
    rememberLastMenu(store, 'u1', 'chef-1');
    expect(menuEntryPath(lastMenuChef(store, 'u1'))).toBe('/menu/chef-1');
  });

  it("never opens another account's last menu, nor a broken record", () => {
    const store = memoryStore();
    rememberLastMenu(store, 'u1', 'chef-1');
    expect(lastMenuChef(store, 'u2')).toBeNull();
    store.setItem(LAST_MENU_KEY, '{not json');
    expect(lastMenuChef(store, 'u1')).toBeNull();
    store.setItem(LAST_MENU_KEY, JSON.stringify({ user: 'u1', chef: '' }));
    expect(lastMenuChef(store, 'u1')).toBeNull();
  });
});
