import type { MenuDish } from '@lutong/shared';
import { SheetDialog } from '../../../components/sheet-dialog';
import { useTexts } from '../../../i18n/use-texts';

type DishDetailsDialogProps = { dish: MenuDish; open: boolean; onClose: () => void };

/** product §2 dish card 'See More' popup: About and Allergy Warnings. */
export function DishDetailsDialog({ dish, open, onClose }: DishDetailsDialogProps) {
  const { t } = useTexts('menu');
  return (
    <SheetDialog open={open} onClose={onClose} title={dish.name} testId="dish-details">
      <h3 className="dish-details__heading">{t('about')}</h3>
      <p>{dish.description || t('noDescription')}</p>
      <h3 className="dish-details__heading">{t('allergyWarnings')}</h3>
      <p>{dish.allergyDescription || t('noAllergens')}</p>
    </SheetDialog>
  );
}
