import type { MenuDish } from '@lutong/shared';
import { SheetDialog } from '../../../components/sheet-dialog';

type DishDetailsDialogProps = { dish: MenuDish; open: boolean; onClose: () => void };

/** product §2 dish card 'See More' popup: About and Allergy Warnings. */
export function DishDetailsDialog({ dish, open, onClose }: DishDetailsDialogProps) {
  return (
    <SheetDialog open={open} onClose={onClose} title={dish.name} testId="dish-details">
      <h3 className="dish-details__heading">About</h3>
      <p>{dish.description || 'The chef has not described this dish yet.'}</p>
      <h3 className="dish-details__heading">Allergy Warnings</h3>
      <p>{dish.allergyDescription || 'The chef has not listed any allergens for this dish.'}</p>
    </SheetDialog>
  );
}
