import type { PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { PalayokIcon } from '../../../components/palayok-loader';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { isApiError } from '../../../lib/api-client';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { useUploadChefPhoto } from '../api/upload-image';
import { uploadFailureText } from '../utils/image-file';
import { PhotoPicker } from './photo-picker';

// product §3.3: change profile and brand photos; `contain` shows the whole brand photo.
export function ShopPhotos({ user }: { user: PublicUser }) {
  const banner = useTimedAlert();
  const { t } = useTexts('myMenu');
  const { t: m } = useTexts('messages');
  const { t: rule } = useTexts('sellerRules');
  const failureText = (error: unknown) =>
    uploadFailureText(isApiError(error) ? error : { status: 0, message: '' }, rule);

  const profile = useUploadChefPhoto('profile');
  const brand = useUploadChefPhoto('brand');
  const fit = useUpdateMyProfile();

  const upload = (mutation: typeof profile) => (file: File) =>
    mutation.mutate(file, {
      onSuccess: () => banner.show(m('profileUpdated'), 'success'),
      onError: (error) => banner.show(failureText(error), 'error'),
    });
  const refuse = (message: string) => banner.show(message, 'error');

  const onContain = (contain: boolean) => {
    if (fit.isPending) return;
    fit.mutate({ contain }, { onError: () => banner.show(m('profileUpdateFailed'), 'error') });
  };

  return (
    <div className="shop-photos">
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <div className={`shop-photos__brand${user.contain ? ' shop-photos__brand--contain' : ''}`}>
        {user.brandPhoto ? (
          <img src={user.brandPhoto} alt={t('brandPhotoAlt')} width={1200} height={400} />
        ) : (
          <p className="shop-photos__empty">{t('brandPhotoEmpty')}</p>
        )}
      </div>
      <div className="shop-photos__row">
        <div className="shop-photos__portrait">
          {user.userPhoto ? (
            <img src={user.userPhoto} alt={t('profilePhotoAlt')} width={96} height={96} />
          ) : (
            <PalayokIcon className="shop-photos__placeholder" />
          )}
        </div>
        <div className="shop-photos__actions">
          <PhotoPicker
            label={t('changeProfilePhoto')}
            pending={profile.isPending}
            onPick={upload(profile)}
            onRefuse={refuse}
            testId="profile-photo-input"
          />
          <PhotoPicker
            label={t('changeBrandPhoto')}
            pending={brand.isPending}
            onPick={upload(brand)}
            onRefuse={refuse}
            testId="brand-photo-input"
          />
        </div>
      </div>
      <label className="my-menu-check">
        <input
          type="checkbox"
          checked={user.contain}
          disabled={fit.isPending}
          aria-busy={fit.isPending || undefined}
          onChange={(e) => onContain(e.target.checked)}
        />
        <span>{t('wholeBrandPhoto')}</span>
      </label>
    </div>
  );
}
