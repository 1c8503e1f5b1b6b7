import { useId, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, imageFileError } from '../utils/image-file';

type PhotoPickerProps = {
  label: string;
  pending: boolean;
  pendingLabel?: string;
  /** Called with a file that passed the type and size checks. */
  onPick: (file: File) => void;
  /** Called with the spec's message for a file that did not. */
  onRefuse: (message: string) => void;
  testId?: string;
};

/**
 * A file input drawn as a button (spec seller §5 Dish image: jpg/jpeg or png only). The input
 * stays in the page, visually hidden, so it keeps its label, focus and keyboard use.
 */
export function PhotoPicker({
  label,
  pending,
  pendingLabel = 'Uploading…',
  onPick,
  onRefuse,
  testId,
}: PhotoPickerProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again after a failure still fires a change.
    event.target.value = '';
    if (!file || pending) return;
    const refused = imageFileError(file);
    if (refused) onRefuse(refused);
    else onPick(file);
  };
  return (
    <span className="photo-picker" aria-busy={pending || undefined}>
      <input
        id={id}
        className="visually-hidden photo-picker__input"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={pending}
        data-testid={testId}
        onChange={onChange}
      />
      <label
        htmlFor={id}
        className="btn btn--secondary photo-picker__button"
        data-disabled={pending || undefined}
      >
        {pending ? <span className="btn__spinner" aria-hidden="true" /> : null}
        <span>{pending ? pendingLabel : label}</span>
      </label>
    </span>
  );
}
