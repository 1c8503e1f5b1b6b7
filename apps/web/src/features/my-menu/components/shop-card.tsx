import type { PublicUser } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { MiniAddressForm } from './mini-address-form';
import { NameBioForm } from './name-bio-form';
import { ShopPhotos } from './shop-photos';

// product §3.3: name, bio, mini address, profile and brand photos.
export function ShopCard({ user }: { user: PublicUser }) {
  const { t } = useTexts('myMenu');
  return (
    <section className="card my-menu-card" aria-labelledby="shop-title" id="tour-shop">
      <h2 id="shop-title">{t('yourShop')}</h2>

      <ShopPhotos user={user} />
      <NameBioForm key={`name-${user.id}`} user={user} />
      <MiniAddressForm key={`address-${user.id}`} user={user} />
    </section>
  );
}
