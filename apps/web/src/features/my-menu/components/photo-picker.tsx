import { useId, useState, type ChangeEvent } from 'react';
import { useTexts } from '../../../i18n/use-texts';
import { IMAGE_ACCEPT, imageFileError } from '../utils/image-file';
import { shrinkImage } from '../utils/shrink-image';

type PhotoPickerProps = {
  label: string;
  pending: boolean;
  pendingLabel?: string;
  /** Called with a file that passed the type check, shrunk under the size cap when it was over. */
  onPick: (file: File) => void;
  /** Called with the spec's message for a file that did not. */
  onRefuse: (message: string) => void;
  testId?: string;
};

/**
 * A file input drawn as a button (product §7 Dish image: jpg/jpeg or png only). The input
 * stays in the page, visually hidden, so it keeps its label, focus and keyboard use.
 */
export function PhotoPicker({
  label,
  pending,
  pendingLabel,
  onPick,
  onRefuse,
  testId,
}: PhotoPickerProps) {
  const id = useId();
  const { t } = useTexts('myMenu');
  const { t: rule } = useTexts('sellerRules');
  const [shrinking, setShrinking] = useState(false);
  const busy = pending || shrinking;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again after a failure still fires a change.
    event.target.value = '';
    if (!file || busy) return;
    const refused = imageFileError(file);
    if (refused) {
      onRefuse(rule(refused));
      return;
    }
    setShrinking(true);
    shrinkImage(file)
      .then(onPick, () => onRefuse(rule('imageTooLarge')))
      .finally(() => setShrinking(false));
  };
  return (
    <span className="photo-picker" aria-busy={busy || undefined}>
      <input
        id={id}
        className="visually-hidden photo-picker__input"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={busy}
        data-testid={testId}
        onChange={onChange}
      />
      <label
        htmlFor={id}
        className="btn btn--secondary photo-picker__button"
        data-disabled={busy || undefined}
      >
        {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
        <span>
          {shrinking ? t('preparingPhoto') : pending ? (pendingLabel ?? t('uploading')) : label}
        </span>
      </label>
    </span>
  );
}
