import { useId, useState, type FormEvent } from 'react';
import type { DishDraft, MenuDish } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { isApiError } from '../../../lib/api-client';
import { useCreateDish } from '../api/create-dish';
import { useUpdateDish } from '../api/update-dish';
import { useUploadDishPhoto } from '../api/upload-image';
import {
  createDishInput,
  dishFormError,
  draftOfDish,
  emptyDishDraft,
  updateDishInput,
} from '../utils/dish-draft';
import { uploadFailureText } from '../utils/image-file';
import { DishFormFields } from './dish-form-fields';
import { DishPhotoField } from './dish-photo-field';

type DishFormDialogProps = {
  open: boolean;
  /** The dish to edit, or null to add a new one. */
  dish: MenuDish | null;
  chefId: string;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/**
 * product §3.3 and §7 Dish form, in a bottom sheet. The parent remounts it (key) for each
 * dish, so it starts from that dish or from an empty form.
 */
export function DishFormDialog({ open, dish, chefId, onClose, onSaved }: DishFormDialogProps) {
  const formId = useId();
  const { t } = useTexts('myMenu');
  const { t: rule } = useTexts('sellerRules');
  const { t: dishRule } = useTexts('dishForm');
  const mode = dish ? 'edit' : 'create';
  const [draft, setDraft] = useState<DishDraft>(() =>
    dish ? draftOfDish(dish) : emptyDishDraft(),
  );
  const banner = useTimedAlert();
  const create = useCreateDish();
  const update = useUpdateDish(chefId);
  const photo = useUploadDishPhoto();
  const saving = create.isPending || update.isPending;

  const onPhoto = (file: File) =>
    photo.mutate(
      { file, name: draft.name.trim() },
      {
        onSuccess: ({ imageUrl }) => setDraft((d) => ({ ...d, photo: imageUrl })),
        onError: (error) =>
          banner.show(
            uploadFailureText(isApiError(error) ? error : { status: 0, message: '' }, rule),
            'error',
          ),
      },
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || photo.isPending) return;
    const problem = dishFormError(draft, mode);
    if (problem) {
      banner.show(typeof problem === 'string' ? dishRule(problem) : problem.said, 'error');
      return;
    }
    if (dish) {
      update.mutate(
        { id: dish.id, dish: updateDishInput(draft) },
        {
          onSuccess: () => onSaved(rule('dishUpdated')),
          onError: () => banner.show(rule('dishUpdateFailed'), 'error'),
        },
      );
      return;
    }
    create.mutate(createDishInput(draft), {
      onSuccess: () => onSaved(rule('dishCreated')),
      onError: () => banner.show(rule('dishCreateFailed'), 'error'),
    });
  };

  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title={dish ? t('editTitle', { name: dish.name }) : t('addADish')}
      testId="dish-form-dialog"
      footer={
        <>
          <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
          <div className="my-menu-dialog__buttons">
            <Button variant="ghost" onClick={onClose} disabled={saving}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              pending={saving}
              pendingLabel={t('saving')}
              disabled={photo.isPending}
            >
              {dish ? t('saveDish') : t('addDish')}
            </Button>
          </div>
        </>
      }
    >
      <form id={formId} className="dish-form" onSubmit={onSubmit} noValidate>
        <DishPhotoField
          photo={draft.photo}
          uploading={photo.isPending}
          onPick={onPhoto}
          onRefuse={(message) => banner.show(message, 'error')}
        />
        <DishFormFields draft={draft} mode={mode} onChange={setDraft} />
      </form>
    </SheetDialog>
  );
}
