import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useGoogleSignIn, type GoogleOutcome } from '../api/google-sign-in';
import { loadGoogleIdentity } from '../utils/google-identity-script';
import { useTexts } from '../../../i18n/use-texts';
import { googleButtonKey, type GoogleButtonContext } from './google-button-text';

type GsiButtonProps = GoogleOutcome & {
  clientId: string;
  scriptUrl?: string | null;
  context: GoogleButtonContext;
};

/** Google Identity Services' own button ('google' identity mode). */
export function GsiButton({
  clientId,
  scriptUrl,
  context,
  onFailure,
  onLinkRequired,
}: GsiButtonProps) {
  const { t, locale } = useTexts('auth');
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const googleSignIn = useGoogleSignIn({ onFailure, onLinkRequired });

  const onCredential = useEffectEvent((credential: string) => {
    if (googleSignIn.isPending) return;
    googleSignIn.submit(credential);
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity(scriptUrl ?? undefined)
      .then((google) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => onCredential(response.credential),
        });
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: context === 'signup' ? 'signup_with' : 'signin_with',
          shape: 'pill',
          logo_alignment: 'left',
          locale,
          width: Math.min(parent.clientWidth || 320, 400),
        });
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, scriptUrl, context, locale]);

  return (
    <div
      className="gsi-btn"
      role="group"
      data-testid="google-signin"
      aria-label={t(googleButtonKey(context))}
      aria-busy={googleSignIn.isPending || undefined}
    >
      <div ref={container} />
      {unavailable ? <p className="gsi-btn__note">{t('googleUnavailable')}</p> : null}
    </div>
  );
}
