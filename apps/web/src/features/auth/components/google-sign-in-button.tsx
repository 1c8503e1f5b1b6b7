import { useAppConfig } from '../../../lib/app-config';
import { GoogleLogo } from './google-logo';
import { GsiButton } from './gsi-button';
import { SimulatedGoogleButton } from './simulated-google-button';
import { googleButtonText, type GoogleButtonContext } from './google-button-text';
import './google-sign-in-button.css';

type GoogleSignInButtonProps = { context: GoogleButtonContext; onFailure: () => void };

/** Third-party sign-in (spec buyer §1): the local simulator or Google Identity Services. */
export function GoogleSignInButton({ context, onFailure }: GoogleSignInButtonProps) {
  const config = useAppConfig();
  const identity = config.data?.identity;

  if (identity?.mode === 'google') {
    return <GsiButton clientId={identity.clientId} context={context} onFailure={onFailure} />;
  }
  if (identity?.mode === 'simulated') {
    return <SimulatedGoogleButton identity={identity} context={context} onFailure={onFailure} />;
  }
  return (
    <button
      type="button"
      className="google-btn"
      data-testid="google-signin"
      disabled
      aria-busy={config.isPending}
    >
      <GoogleLogo />
      <span>{googleButtonText(context)}</span>
    </button>
  );
}
