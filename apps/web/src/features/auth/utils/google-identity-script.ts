// Google Identity Services, loaded on demand in 'google' identity mode only, from the address the
// server's config names (Google's own unless the operator pointed it elsewhere, decision 033).
export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export type GoogleCredentialResponse = { credential: string };

export type GoogleButtonOptions = {
  type: 'standard';
  theme: 'outline' | 'filled_blue';
  size: 'large';
  text: 'signin_with' | 'signup_with';
  shape: 'pill';
  logo_alignment: 'left';
  width?: number;
  /** the button's language (Google's locale codes: 'en', 'fil') */
  locale?: string;
};

export type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
      }) => void;
      renderButton: (parent: HTMLElement, options: GoogleButtonOptions) => void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<GoogleIdentity> | null = null;

export function loadGoogleIdentity(scriptUrl = GSI_SCRIPT_URL): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      if (window.google?.accounts?.id) resolve(window.google);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
