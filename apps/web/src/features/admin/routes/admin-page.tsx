import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useTexts } from '../../../i18n/use-texts';
import { useUser } from '../../../lib/auth';
import { AdminTabs, isAdminTab, panelId, tabId, type AdminTab } from '../components/admin-tabs';
import { ApplicationsPanel } from '../components/applications-panel';
import { SellersPanel } from '../components/sellers-panel';
import { PayoutsPanel } from '../components/payouts-panel';
import { RefundsPanel } from '../components/refunds-panel';
import { ShortLinksPanel } from '../components/short-links-panel';
import '../components/admin.css';

const panels: Record<AdminTab, ComponentType> = {
  applications: ApplicationsPanel,
  sellers: SellersPanel,
  links: ShortLinksPanel,
  refunds: RefundsPanel,
  payouts: PayoutsPanel,
};

// The staff console (/admin, role admin): seller applications, sellers' bazaar visibility, the
// vanity short links, refunds of delivered orders and the weekly payouts. The spec leaves staff approval unshown; this is our own screen for it.
export function AdminPage() {
  const user = useUser();
  const { t } = useTexts('admin');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'applications';
  const Panel = panels[tab];

  // The tab lives in the URL, so a reload or a shared link opens the same section.
  const onTab = (next: AdminTab) =>
    setSearch(next === 'applications' ? {} : { tab: next }, { replace: true });

  return (
    <section className="page admin-page" data-testid="admin-page">
      <title>{t('pageTitle')}</title>
      <header className="admin-page__head">
        <p className="admin-page__eyebrow">{t('eyebrow')}</p>
        <h1>{t('greeting', { name: user?.name || t('staff') })}</h1>
      </header>
      <AdminTabs current={tab} onChange={onTab} />
      <div
        className="admin-page__panel"
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
      >
        <Panel />
      </div>
    </section>
  );
}
