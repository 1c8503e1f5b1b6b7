import { useEffect, useRef } from 'react';
import type { IdentityConfig } from '../../../lib/app-config';
import { useGoogleSignIn, type GoogleOutcome } from '../api/google-sign-in';
import { isSimCredentialMessage, simulatorPopup } from '../utils/google-popup';
import { useTexts } from '../../../i18n/use-texts';
import { googleButtonKey, type GoogleButtonContext } from './google-button-text';
import { GoogleLogo } from './google-logo';

type SimulatedGoogleButtonProps = GoogleOutcome & {
  identity: IdentityConfig;
  context: GoogleButtonContext;
};

/** Opens the identity simulator's "choose an account" popup and signs in with the token it posts back. */
export function SimulatedGoogleButton({
  identity,
  context,
  onFailure,
  onLinkRequired,
}: SimulatedGoogleButtonProps) {
  const { t } = useTexts('auth');
  const googleSignIn = useGoogleSignIn({ onFailure, onLinkRequired });
  const stopListening = useRef<(() => void) | null>(null);

  useEffect(() => () => stopListening.current?.(), []);

  const start = () => {
    if (googleSignIn.isPending) return;
    stopListening.current?.();
    const popup = simulatorPopup(identity, window.location.origin, import.meta.env.DEV);
    const opened = popup
      ? window.open(popup.url, 'lb-google-signin', 'popup,width=480,height=640')
      : null;
    if (!popup || !opened) {
      onFailure();
      return;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== opened || event.origin !== popup.origin) return;
      if (!isSimCredentialMessage(event.data)) return;
      stop();
      googleSignIn.submit(event.data.credential);
    };
    const stop = () => {
      window.removeEventListener('message', onMessage);
      stopListening.current = null;
    };
    window.addEventListener('message', onMessage);
    stopListening.current = stop;
  };

  return (
    <button
      type="button"
      className="google-btn"
      data-testid="google-signin"
      onClick={start}
      disabled={googleSignIn.isPending}
      aria-busy={googleSignIn.isPending || undefined}
    >
      <GoogleLogo />
      <span>{googleSignIn.isPending ? t('signingIn') : t(googleButtonKey(context))}</span>
    </button>
  );
}
