import { useState } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { GoogleLinkForm } from './google-link-form';
import { GoogleLogo } from './google-logo';
import { GsiButton } from './gsi-button';
import { SimulatedGoogleButton } from './simulated-google-button';
import { useTexts } from '../../../i18n/use-texts';
import { googleButtonKey, type GoogleButtonContext } from './google-button-text';
import './google-sign-in-button.css';

type GoogleSignInButtonProps = { context: GoogleButtonContext; onFailure: () => void };

/**
 * Third-party sign-in (product §1): the local simulator or Google Identity Services. When the
 * account with Google's e-mail is not verified, its password links them first (decision 025).
 */
export function GoogleSignInButton({ context, onFailure }: GoogleSignInButtonProps) {
  const { t } = useTexts('auth');
  const config = useAppConfig();
  const identity = config.data?.identity;
  const [linkToken, setLinkToken] = useState<string | null>(null);
  const outcome = { onFailure, onLinkRequired: setLinkToken };

  const button =
    identity?.mode === 'google' ? (
      <GsiButton
        clientId={identity.clientId}
        scriptUrl={identity.scriptUrl}
        context={context}
        {...outcome}
      />
    ) : identity?.mode === 'simulated' ? (
      <SimulatedGoogleButton identity={identity} context={context} {...outcome} />
    ) : (
      <button
        type="button"
        className="google-btn"
        data-testid="google-signin"
        disabled
        aria-busy={config.isPending}
      >
        <GoogleLogo />
        <span>{t(googleButtonKey(context))}</span>
      </button>
    );
  return (
    <>
      {button}
      {linkToken ? (
        <GoogleLinkForm tokenId={linkToken} onCancel={() => setLinkToken(null)} />
      ) : null}
    </>
  );
}
