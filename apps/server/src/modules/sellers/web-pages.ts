import { paths } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import type { MenuCache } from './menu-cache.js';
import { findVanityChef } from './sellers.repo.js';
import { withSellerPreview } from './share-preview.js';

/**
 * The web app's page for a URL: a seller's menu gets its share preview tags, and a vanity word
 * (spec buyer §2 vanity short routes) is redirected to its seller's menu before any JavaScript runs.
 */
export function createWebPages(deps: {
  db: Db;
  menus: MenuCache;
  indexHtml: string;
  publicUrl: string;
}) {
  const { db, menus, indexHtml, publicUrl } = deps;
  return {
    async render(url: string): Promise<{ html: string; redirect?: string }> {
      const pathname = url.split('?')[0] ?? '/';
      const menu = /^\/menu\/([0-9a-f-]{36})$/i.exec(pathname);
      if (menu?.[1]) {
        const chef = (await menus.get(menu[1]))?.chef;
        return {
          html: chef
            ? withSellerPreview(indexHtml, chef, `${publicUrl}${pathname}`, publicUrl)
            : indexHtml,
        };
      }
      const word = /^\/([a-z0-9-]{2,40})$/i.exec(pathname);
      if (word?.[1]) {
        const chefId = await findVanityChef(db, word[1]);
        if (chefId) return { html: indexHtml, redirect: paths.menu(chefId) };
      }
      return { html: indexHtml };
    },
  };
}
