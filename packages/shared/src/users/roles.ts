// product §8: 'user' is a buyer, 'chef' a seller granted by staff, 'admin' is staff.
export const roles = ['user', 'chef', 'admin'] as const;
export type Role = (typeof roles)[number];

/**
 * `label` is the spec's English; `key` names its text in the catalogue's `common` namespace
 * (decision 044), which the web app shows in the visitor's language.
 */
export type NavLink = { label: string; key: NavLinkKey; to: string };

export type NavLinkKey =
  | 'navMyMenu'
  | 'navDashboard'
  | 'navAnalytics'
  | 'navPayouts'
  | 'navHomechef'
  | 'navStaff'
  | 'navProfile'
  | 'navCart'
  | 'navOrders'
  | 'navLogin';

/**
 * product §2 top navigation: the links each kind of visitor sees, in order. A guest holding a cart
 * in the browser sees CART too (decision 040).
 */
export function navigationLinks(user: { role: Role } | null, holdsGuestCart = false): NavLink[] {
  const links: NavLink[] = [];
  if (user?.role === 'chef') {
    links.push(
      { label: 'MY MENU', key: 'navMyMenu', to: '/my-menu' },
      { label: 'DASHBOARD', key: 'navDashboard', to: '/dashboard' },
      { label: 'ANALYTICS', key: 'navAnalytics', to: '/analytics' },
      { label: 'PAYOUTS', key: 'navPayouts', to: '/payouts' },
    );
  } else {
    links.push({ label: 'BECOME A HOMECHEF/SUPPLIER', key: 'navHomechef', to: '/homechef' });
  }
  if (user?.role === 'admin') links.push({ label: 'STAFF', key: 'navStaff', to: '/admin' });
  if (user) {
    links.push(
      { label: 'PROFILE', key: 'navProfile', to: '/profile' },
      { label: 'CART', key: 'navCart', to: '/cart' },
    );
    links.push({ label: 'ORDERS', key: 'navOrders', to: '/orders' }); // issue 19: the buyer's orders and receipts
  } else {
    if (holdsGuestCart) links.push({ label: 'CART', key: 'navCart', to: '/cart' });
    links.push({ label: 'LOGIN', key: 'navLogin', to: '/login' });
  }
  return links;
}
