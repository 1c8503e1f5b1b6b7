import { LazyChefIllustration } from './chef-illustration-lazy';
import { useTexts } from '../i18n/use-texts';

/** product §2: the full-screen chef image shown while the login check (or a signup) is pending. */
export function ChefSplash({ label }: { label?: string }) {
  const { t } = useTexts('common');
  return (
    <div className="chef-splash" role="status" aria-live="polite" data-testid="chef-splash">
      <LazyChefIllustration className="chef-splash__image" />
      <p className="chef-splash__brand">{t('brandName')}</p>
      <p className="chef-splash__label">{label ?? t('warmingUp')}…</p>
    </div>
  );
}
