import { useEffect, useState } from 'react';
import { ALERT_MS } from '../config/timers';
import './share-links.css';
import { useTexts } from '../i18n/use-texts';

// Shared by the public menu page and My Menu (product §3.3: the seller uses share links).

/** The share targets of a menu link (product §1: social share buttons for a seller menu). */
export function shareTargets(url: string, name: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${name} on Lutong Bahay`);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    // The web send dialog needs a Facebook app id; the Messenger app's own link does not.
    messenger: `fb-messenger://share/?link=${u}`,
    x: `https://x.com/intent/post?text=${text}&url=${u}`,
  };
}

type ShareLinksProps = { url: string; name: string; label?: string };

export function ShareLinks({ url, name, label }: ShareLinksProps) {
  const { t } = useTexts('common');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const targets = shareTargets(url, name);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="share" data-testid="share-links">
      <span className="share__label">{label ?? t('shareMenu')}</span>
      <ul className="share__list">
        <li>
          <a href={targets.facebook} target="_blank" rel="noopener noreferrer">
            Facebook
          </a>
        </li>
        <li>
          <a href={targets.messenger}>Messenger</a>
        </li>
        <li>
          <a href={targets.x} target="_blank" rel="noopener noreferrer">
            X
          </a>
        </li>
        <li>
          <button type="button" onClick={() => void copy()}>
            {t('copyLink')}
          </button>
        </li>
      </ul>
      <p className="share__status" role="status">
        {copied === 'copied' ? t('linkCopied') : null}
        {copied === 'failed' ? t('copyThisLink', { url }) : null}
      </p>
    </div>
  );
}
