import { formatManilaTime } from '@lutong/shared';
import { useOfflineCopy } from '../lib/offline-copy';
import { useTexts } from '../i18n/use-texts';

type OfflineBannerProps = {
  /** the API path (no query) whose answer the page shows */
  apiPath: string;
  /** what the page is, in the banner's words */
  page: 'pageMenu' | 'pageBazaar';
};

/**
 * Says plainly that the page shows the service worker's stored copy of its API answer, from when,
 * and that prices and stock may have changed (decision 046). Nothing while the answer is fresh.
 */
export function OfflineBanner({ apiPath, page }: OfflineBannerProps) {
  const { t, locale } = useTexts('common');
  const copy = useOfflineCopy(apiPath);
  if (!copy) return null;
  const text = t('offlineBanner', {
    page: t(page === 'pageMenu' ? 'offlinePageMenu' : 'offlinePageBazaar'),
    time: formatManilaTime(copy, locale),
  });
  return (
    <div className="alert alert--info" data-testid="offline-banner">
      <p role="status" className="alert__text">
        {text}
      </p>
    </div>
  );
}
