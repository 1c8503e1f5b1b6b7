import { Link } from 'react-router';
import { paths, type PublicUser } from '@lutong/shared';
import { ShareLinks } from '../../../components/share-links';
import { useTexts } from '../../../i18n/use-texts';

// product §3.3: share links to the chef's public menu.
export function ShareCard({ user }: { user: PublicUser }) {
  const menuUrl = `${window.location.origin}${paths.menu(user.id)}`;
  const { t } = useTexts('myMenu');
  return (
    <section className="card my-menu-card" aria-labelledby="share-title" id="tour-share">
      <h2 id="share-title">{t('shareTitle')}</h2>
      <ShareLinks url={menuUrl} name={user.name} label={t('shareLabel')} />
      <Link className="btn btn--ghost my-menu-preview" to={paths.menu(user.id)}>
        {t('seeAsBuyer')}
      </Link>
    </section>
  );
}
