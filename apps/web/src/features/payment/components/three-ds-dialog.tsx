import { SheetDialog } from '../../../components/sheet-dialog';

type ThreeDsDialogProps = { url: string | null; onClose: () => void };

/**
 * product §2 and §6: the 3-D Secure frame the provider asks for. The bank's page runs inside
 * it; its return page tells us (a window message) when it is done.
 */
export function ThreeDsDialog({ url, onClose }: ThreeDsDialogProps) {
  return (
    <SheetDialog
      open={url !== null}
      onClose={onClose}
      title="Verify your card"
      testId="three-ds-dialog"
    >
      <p className="order-muted">
        Your bank wants to make sure it is you. Finish the check below to complete your payment.
      </p>
      {url ? (
        <iframe
          className="pay-three-ds__frame"
          title="3-D Secure verification"
          src={url}
          data-testid="three-ds-frame"
        />
      ) : null}
    </SheetDialog>
  );
}
