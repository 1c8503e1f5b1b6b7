// product §8: 'user' is a buyer, 'chef' a seller granted by staff, 'admin' is staff.
export const roles = ['user', 'chef', 'admin'] as const;
export type Role = (typeof roles)[number];

export type NavLink = { label: string; to: string };

/**
 * product §2 top navigation: the links each kind of visitor sees, in order. A guest holding a cart
 * in the browser sees CART too (decision 040).
 */
export function navigationLinks(user: { role: Role } | null, holdsGuestCart = false): NavLink[] {
  const links: NavLink[] = [];
  if (user?.role === 'chef') {
    links.push(
      { label: 'MY MENU', to: '/my-menu' },
      { label: 'DASHBOARD', to: '/dashboard' },
      { label: 'ANALYTICS', to: '/analytics' },
      { label: 'PAYOUTS', to: '/payouts' },
    );
  } else {
    links.push({ label: 'BECOME A HOMECHEF/SUPPLIER', to: '/homechef' });
  }
  if (user?.role === 'admin') links.push({ label: 'STAFF', to: '/admin' });
  if (user) {
    links.push({ label: 'PROFILE', to: '/profile' }, { label: 'CART', to: '/cart' });
    links.push({ label: 'ORDERS', to: '/orders' }); // issue 19: the buyer's orders and receipts
  } else {
    if (holdsGuestCart) links.push({ label: 'CART', to: '/cart' });
    links.push({ label: 'LOGIN', to: '/login' });
  }
  return links;
}
