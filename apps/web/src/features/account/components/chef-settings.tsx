import type { PublicUser } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { StarRating } from '../../../components/star-rating';
import { PrepTimeForm } from './prep-time-form';
import { TodaySwitch } from './today-switch';
import { WorkingHours } from './working-hours';
import './chef-settings.css';

// product §3.4 Profile (chef part): own rating, the today toggle, preparation time and the
// working-hours grid.
export function ChefSettings({ user }: { user: PublicUser }) {
  const { t } = useTexts('account');
  return (
    <section
      className="card profile__card chef-settings"
      aria-labelledby="chef-settings-title"
      data-testid="chef-settings"
    >
      <h2 id="chef-settings-title">{t('yourKitchen')}</h2>
      <div className="chef-section" data-testid="chef-rating">
        <h3>{t('yourRating')}</h3>
        {user.ratingsQuantity > 0 ? (
          <StarRating average={user.ratingsAverage} count={user.ratingsQuantity} />
        ) : (
          <p className="chef-section__note">{t('noRatings')}</p>
        )}
      </div>
      <TodaySwitch user={user} />
      <PrepTimeForm user={user} />
      <WorkingHours user={user} />
    </section>
  );
}
