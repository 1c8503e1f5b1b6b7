import type { IdentityConfig } from '../../../lib/app-config';

// The local identity simulator (ARCHITECTURE §6) shows a "choose an account" page in a popup and posts
// the signed ID token back to the opener as {type:'sim-google-credential', credential}.
export type SimCredentialMessage = { type: 'sim-google-credential'; credential: string };

export function isSimCredentialMessage(data: unknown): data is SimCredentialMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, credential } = data as Record<string, unknown>;
  return (
    type === 'sim-google-credential' && typeof credential === 'string' && credential.length > 0
  );
}

export type SimulatorPopup = { url: string; origin: string };

/**
 * The popup address for the simulator. On the Vite dev server the simulator is reached through
 * the dev proxy on our own origin, so the popup stays same-origin with its opener (the server's
 * Cross-Origin-Opener-Policy would otherwise cut the link the credential travels back on).
 */
export function simulatorPopup(
  identity: Pick<IdentityConfig, 'clientId' | 'simulatorUrl'>,
  appOrigin: string,
  viaDevProxy: boolean,
): SimulatorPopup | null {
  if (!identity.simulatorUrl) return null;
  let base: URL;
  try {
    base = new URL(identity.simulatorUrl);
  } catch {
    return null;
  }
  const origin = viaDevProxy ? appOrigin : base.origin;
  const basePath = base.pathname.replace(/\/+$/, '');
  const query = `client_id=${encodeURIComponent(identity.clientId)}&origin=${encodeURIComponent(appOrigin)}`;
  return { url: `${origin}${basePath}/choose?${query}`, origin };
}
