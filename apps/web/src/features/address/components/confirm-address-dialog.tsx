import { messages } from '@lutong/shared';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';
import type { SavedAddress } from '../../../lib/saved-address';
import { AddressMap } from './address-map';

type ConfirmAddressDialogProps = {
  point: SavedAddress | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * product §2: after choosing an address a popup shows the pin with 'We will deliver food to
 * the point above' and a Confirm Address button (a bottom sheet on phones).
 */
export function ConfirmAddressDialog({ point, onConfirm, onClose }: ConfirmAddressDialogProps) {
  return (
    <SheetDialog
      open={point !== null}
      onClose={onClose}
      title="Confirm your address"
      testId="address-dialog"
      footer={
        <Button block onClick={onConfirm} data-testid="confirm-address">
          Confirm Address
        </Button>
      }
    >
      {point ? (
        <div className="address-confirm">
          <AddressMap point={point} label={point.address} />
          <p className="address-confirm__note">{messages.deliverToPoint}</p>
          <p className="address-confirm__address" data-testid="address-dialog-address">
            {point.address}
          </p>
        </div>
      ) : null}
    </SheetDialog>
  );
}
