import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { Switch } from '../../../components/switch';
import { markOrdersSeen, useLiveState } from '../../../lib/live-state';
import {
  askNotificationPermission,
  notificationPermission,
  notificationsSupported,
  setSoundWanted,
  soundWanted,
} from '../../../lib/live-alerts';
import { useTexts } from '../../../i18n/use-texts';
import './live-controls.css';

/**
 * The dashboard's live strip (decision 045): whether new orders arrive live, the count of those
 * not seen yet with a button that clears it, the sound switch and the notification button.
 * Coming back to a hidden tab counts as seeing the new orders.
 */
export function LiveControls() {
  const { t } = useTexts('live');
  const live = useLiveState();
  const [sound, setSound] = useState(soundWanted);
  const [permission, setPermission] = useState(notificationPermission);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') markOrdersSeen();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  return (
    <section className="live-strip" aria-label={t('newOrders', { count: live.unseen })}>
      <p className="live-strip__state" data-testid="live-state" data-open={live.open}>
        <span className="live-strip__dot" aria-hidden="true" />
        {live.open ? t('liveOn') : t('liveOff')}
      </p>
      {live.unseen > 0 ? (
        <p className="live-strip__new" role="status" data-testid="live-unseen">
          <strong>{t('newOrders', { count: live.unseen })}</strong>
          <Button variant="secondary" onClick={markOrdersSeen}>
            {t('showNewOrders')}
          </Button>
        </p>
      ) : null}
      <div className="live-strip__settings">
        <Switch
          label={sound ? t('soundOn') : t('soundOff')}
          checked={sound}
          testId="live-sound"
          onChange={(on) => {
            setSoundWanted(on);
            setSound(on);
          }}
        />
        {!notificationsSupported() ? null : permission === 'granted' ? (
          <p className="live-strip__note">{t('notifyOn')}</p>
        ) : permission === 'denied' ? (
          <p className="live-strip__note">{t('notifyBlocked')}</p>
        ) : (
          <Button
            variant="ghost"
            data-testid="live-notify"
            onClick={() => void askNotificationPermission().then(setPermission)}
          >
            {t('notifyAsk')}
          </Button>
        )}
      </div>
    </section>
  );
}
