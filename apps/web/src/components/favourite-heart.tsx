import { useLocation, useNavigate } from 'react-router';
import { displayName, paths } from '@lutong/shared';
import { sessionStore } from '../lib/browser-storage';
import { useUser } from '../lib/auth';
import { useFavourites, useToggleFavourite } from '../lib/favourites';
import { rememberReturnLink, withReturnLink } from '../lib/return-link';
import './favourite-heart.css';
import { useTexts } from '../i18n/use-texts';

/**
 * decision 048: the heart of a seller card and of a menu's header (aria-pressed). A guest who
 * presses it goes to /login and comes back to this page after (decision 042's return link).
 */
export function FavouriteHeart({ seller }: { seller: { id: string; name: string } }) {
  const { t: favouritesTextOf } = useTexts('favourites');
  const user = useUser();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const navigate = useNavigate();
  const location = useLocation();
  const name = displayName(seller.name);
  const pressed = favourites?.has(seller.id) ?? false;
  const onPress = () => {
    if (!user) {
      const here = `${location.pathname}${location.search}`;
      rememberReturnLink(sessionStore(), here);
      void navigate(withReturnLink(paths.login(), here));
      return;
    }
    toggle.mutate({ sellerId: seller.id, on: !pressed });
  };
  return (
    <button
      type="button"
      className="favourite-heart"
      aria-pressed={pressed}
      aria-label={favouritesTextOf(pressed ? 'heartRemove' : 'heartAdd', { name })}
      // signed in, the heart waits for the favourites before it can be pressed
      disabled={user !== null && favourites === null}
      data-testid="favourite-heart"
      onClick={onPress}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.7-1.8 4.7-9.3 9.3-9.3 9.3z" />
      </svg>
    </button>
  );
}
