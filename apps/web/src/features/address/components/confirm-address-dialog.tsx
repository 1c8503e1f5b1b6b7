import { useId, useState } from 'react';
import { ADDRESS_NOTE_MAX, cleanAddressNote, pinMoveProblem, type TextKey } from '@lutong/shared';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';
import { TextField } from '../../../components/text-field';
import type { SavedAddress } from '../../../lib/saved-address';
import { movedPin, samePoint, type PinDirection } from '../utils/pin';
import { AddressMap } from './address-map';
import type { MapPoint } from './leaflet-map';
import { useTexts } from '../../../i18n/use-texts';

type ConfirmAddressDialogProps = {
  point: SavedAddress | null;
  onConfirm: (confirmed: SavedAddress) => void;
  onClose: () => void;
};

const directions: { direction: PinDirection; label: TextKey<'address'>; arrow: string }[] = [
  { direction: 'north', label: 'movePinNorth', arrow: '↑' },
  { direction: 'west', label: 'movePinWest', arrow: '←' },
  { direction: 'east', label: 'movePinEast', arrow: '→' },
  { direction: 'south', label: 'movePinSouth', arrow: '↓' },
];

/**
 * product §2: after choosing an address a popup shows the pin with 'We will deliver food to
 * the point above' and a Confirm Address button (a bottom sheet on phones). Decision 041: the buyer
 * drags the pin to the door (or moves it with the arrow buttons) within 200 m of the geocoded
 * point, and may type a landmark or unit note for the courier and the chef.
 */
export function ConfirmAddressDialog({ point, onConfirm, onClose }: ConfirmAddressDialogProps) {
  const id = useId();
  const { t, locale } = useTexts('address');
  const { t: message } = useTexts('messages');
  const [shown, setShown] = useState(point);
  const [pin, setPin] = useState<MapPoint | null>(point);
  const [note, setNote] = useState(point?.note ?? '');
  // the point a move was refused at: its refusal is worded when shown, in the visitor's language
  const [refusedAt, setRefusedAt] = useState<MapPoint | null>(null);
  // a new address starts again from its geocoded point
  if (point !== shown) {
    setShown(point);
    setPin(point);
    setNote(point?.note ?? '');
    setRefusedAt(null);
  }
  const problem = point && refusedAt ? pinMoveProblem(point, refusedAt, locale) : null;

  const move = (to: MapPoint): boolean => {
    if (!point) return false;
    const refused = pinMoveProblem(point, to) !== null;
    setRefusedAt(refused ? to : null);
    if (refused) return false;
    setPin(to);
    return true;
  };

  const confirm = () => {
    if (!point || !pin) return;
    const moved = !samePoint(point, pin);
    const cleaned = cleanAddressNote(note);
    onConfirm({
      address: point.address,
      lat: pin.lat,
      lng: pin.lng,
      ...(moved ? { geo: { lat: point.lat, lng: point.lng } } : {}),
      ...(cleaned ? { note: cleaned } : {}),
    });
  };

  return (
    <SheetDialog
      open={point !== null}
      onClose={onClose}
      title={t('confirmTitle')}
      testId="address-dialog"
      footer={
        <Button block onClick={confirm} data-testid="confirm-address">
          {t('confirmAddress')}
        </Button>
      }
    >
      {point && pin ? (
        <div className="address-confirm">
          <AddressMap point={pin} label={point.address} onMove={move} />
          <p className="address-confirm__note">{message('deliverToPoint')}</p>
          <p className="address-confirm__hint" id={`${id}-hint`}>
            {t('pinHint')}
          </p>
          <div
            className="address-confirm__nudge"
            role="group"
            aria-label={t('movePin')}
            aria-describedby={`${id}-hint`}
          >
            {directions.map(({ direction, label, arrow }) => (
              <button
                key={direction}
                type="button"
                className={`address-confirm__arrow address-confirm__arrow--${direction}`}
                aria-label={t(label)}
                data-testid={`pin-${direction}`}
                onClick={() => move(movedPin(pin, direction))}
              >
                <span aria-hidden="true">{arrow}</span>
              </button>
            ))}
          </div>
          {problem ? (
            <p className="address-confirm__problem" role="alert" data-testid="pin-problem">
              {problem}
            </p>
          ) : null}
          <p className="address-confirm__address" data-testid="address-dialog-address">
            {point.address}
          </p>
          <TextField
            label={t('noteLabel')}
            name="addressNote"
            data-testid="address-note"
            value={note}
            maxLength={ADDRESS_NOTE_MAX}
            placeholder={t('notePlaceholder')}
            hint={t('noteHint')}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      ) : null}
    </SheetDialog>
  );
}
