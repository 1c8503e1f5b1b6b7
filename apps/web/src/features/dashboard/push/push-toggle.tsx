import { useEffect, useState } from 'react';
import { Switch } from '../../../components/switch';
import { fetchPushKey, pushRegistration, turnPushOff, turnPushOn } from './browser-push';
import { useTexts } from '../../../i18n/use-texts';

// Decision 047: "Notify me when the tab is closed" on the chef's dashboard. Shown only when the
// server has VAPID keys and this browser has a service worker with PushManager.

type Ready = { registration: ServiceWorkerRegistration; publicKey: string };

export function PushToggle() {
  const { t: pushTextOf } = useTexts('push');
  const [ready, setReady] = useState<Ready | null>(null);
  const [on, setOn] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const registration = await pushRegistration();
      if (!registration) return;
      const publicKey = await fetchPushKey().catch(() => null);
      if (!publicKey || !live) return;
      const current = await registration.pushManager.getSubscription().catch(() => null);
      if (!live) return;
      setOn(current !== null && Notification.permission === 'granted');
      setReady({ registration, publicKey });
    })();
    return () => {
      live = false;
    };
  }, []);

  if (!ready) return null;

  const change = async (wanted: boolean) => {
    setPending(true);
    setProblem(null);
    try {
      const outcome = wanted
        ? await turnPushOn(ready.registration, ready.publicKey)
        : await turnPushOff(ready.registration);
      if (outcome === 'denied') setProblem(pushTextOf('toggleDenied'));
      setOn(outcome === 'on');
    } catch {
      setProblem(pushTextOf('toggleFailed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="dash-section" data-testid="push-toggle">
      <Switch
        label={pushTextOf('toggleLabel')}
        hint={pushTextOf('toggleHint')}
        checked={on}
        pending={pending}
        onChange={(wanted) => void change(wanted)}
        testId="push-switch"
      />
      {problem ? (
        <p className="alert alert--error alert__text" role="alert" data-testid="push-problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
