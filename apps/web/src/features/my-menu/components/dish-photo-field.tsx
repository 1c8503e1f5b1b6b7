import { PalayokIcon } from '../../../components/palayok-loader';
import { useTexts } from '../../../i18n/use-texts';
import { PhotoPicker } from './photo-picker';

type DishPhotoFieldProps = {
  photo: string | null;
  uploading: boolean;
  onPick: (file: File) => void;
  onRefuse: (message: string) => void;
};

/** The dish photo: uploaded as soon as it is picked, shown in the card's 4:3 frame. */
export function DishPhotoField({ photo, uploading, onPick, onRefuse }: DishPhotoFieldProps) {
  const { t } = useTexts('myMenu');
  return (
    <div className="dish-form__photo">
      <span className="field__label">{t('photo')}</span>
      <div className="dish-form__preview" aria-busy={uploading || undefined}>
        {photo ? (
          <img src={photo} alt={t('dishPhotoAlt')} width={640} height={480} />
        ) : (
          <PalayokIcon className="my-dish__placeholder" />
        )}
      </div>
      <PhotoPicker
        label={photo ? t('changeDishPhoto') : t('addDishPhoto')}
        pending={uploading}
        onPick={onPick}
        onRefuse={onRefuse}
        testId="dish-photo-input"
      />
      <p className="field__hint">{t('dishPhotoHint')}</p>
    </div>
  );
}
