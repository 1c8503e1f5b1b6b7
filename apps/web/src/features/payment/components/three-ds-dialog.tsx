import { SheetDialog } from '../../../components/sheet-dialog';
import { useTexts } from '../../../i18n/use-texts';

type ThreeDsDialogProps = { url: string | null; onClose: () => void };

/**
 * product §2 and §6: the 3-D Secure frame the provider asks for. The bank's page runs inside
 * it; its return page tells us (a window message) when it is done.
 */
export function ThreeDsDialog({ url, onClose }: ThreeDsDialogProps) {
  const { t } = useTexts('payment');
  return (
    <SheetDialog
      open={url !== null}
      onClose={onClose}
      title={t('verifyCard')}
      testId="three-ds-dialog"
    >
      <p className="order-muted">{t('bankCheck')}</p>
      {url ? (
        <iframe
          className="pay-three-ds__frame"
          title={t('threeDsFrame')}
          src={url}
          data-testid="three-ds-frame"
        />
      ) : null}
    </SheetDialog>
  );
}
