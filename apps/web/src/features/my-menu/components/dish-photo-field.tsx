import { PalayokIcon } from '../../../components/palayok-loader';
import { PhotoPicker } from './photo-picker';

type DishPhotoFieldProps = {
  photo: string | null;
  uploading: boolean;
  onPick: (file: File) => void;
  onRefuse: (message: string) => void;
};

/** The dish photo: uploaded as soon as it is picked, shown in the card's 4:3 frame. */
export function DishPhotoField({ photo, uploading, onPick, onRefuse }: DishPhotoFieldProps) {
  return (
    <div className="dish-form__photo">
      <span className="field__label">Photo</span>
      <div className="dish-form__preview" aria-busy={uploading || undefined}>
        {photo ? (
          <img src={photo} alt="The dish photo" width={640} height={480} />
        ) : (
          <PalayokIcon className="my-dish__placeholder" />
        )}
      </div>
      <PhotoPicker
        label={photo ? 'Change dish photo' : 'Add a dish photo'}
        pending={uploading}
        onPick={onPick}
        onRefuse={onRefuse}
        testId="dish-photo-input"
      />
      <p className="field__hint">A jpg/jpeg or png photo of the dish as buyers get it.</p>
    </div>
  );
}
