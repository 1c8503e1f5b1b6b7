import type { TimedAlert } from '../hooks/use-timed-alert';
import { AlertBanner } from './alert-banner';
import './toast.css';

/**
 * A timed alert pinned to the bottom of the screen, so a confirmation is seen wherever the buyer
 * scrolled to (the cart's 6-second green confirmation, the resubmitted guest order).
 */
export function Toast({ alert, onDismiss }: { alert: TimedAlert | null; onDismiss: () => void }) {
  if (!alert) return null;
  return (
    <div className="toast" data-testid="toast">
      <AlertBanner alert={alert} onDismiss={onDismiss} />
    </div>
  );
}
