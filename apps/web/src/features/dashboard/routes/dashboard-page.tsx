import { Suspense, useState } from 'react';
import { countedTitle, displayName, type ChefOrderView } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { Button } from '../../../components/button';
import { Toast } from '../../../components/toast';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUser } from '../../../lib/auth';
import { useLiveState } from '../../../lib/live-state';
import { LiveControls } from '../components/live-controls';
import type { CheckoutStatus } from '../api/dashboard-keys';
import { useCheckoutOrders } from '../api/get-checkout-orders';
import { usePendingOrders } from '../api/get-pending-orders';
import { useRecreateDelivery } from '../api/order-actions';
import { useSaveGuides } from '../api/save-guides';
import { CheckoutOrders } from '../components/checkout-orders';
import { Counters, FeedbackBox, MoneyPanel } from '../components/dashboard-panels';
import { useDashboardTour } from '../components/dashboard-tour';
import { FiltersBar, type PendingView } from '../components/filters-bar';
import { GroupDialog } from '../components/group-dialog';
import { FinishDialog, OrderDetailsDialog, RejectDialog } from '../components/order-dialogs';
import { PendingCards, PendingTable } from '../components/pending-orders';
import { IMPORTANT_ALERT_MS, useOrderActions } from '../components/use-order-actions';
import {
  defaultFilters,
  filterPending,
  sortPending,
  type DashboardFilters,
} from '../utils/dashboard-filters';
import '../components/dashboard.css';
import '../components/dashboard-orders.css';
import { lazyCode } from '../../../lib/lazy-code';

// decision 047: the push switch's code comes after the dashboard's first paint (most browsers
// that show it are already subscribed or never will be)
const PushToggle = lazyCode(async () => ({
  default: (await import('../push/push-toggle')).PushToggle,
}));

/** Cards on phones, the table from desktop (the chef can switch either way). */
const initialView = (): PendingView =>
  typeof window !== 'undefined' && window.matchMedia('(min-width: 1024px)').matches
    ? 'table'
    : 'cards';

// product §3.2 Seller dashboard (/dashboard, chef only).
export function DashboardPage() {
  const user = useUser();
  const { t } = useTexts('dashboard');
  const { t: m } = useTexts('messages');
  const [filters, setFilters] = useState<DashboardFilters>(defaultFilters);
  const [view, setView] = useState<PendingView>(initialView);
  const [status, setStatus] = useState<CheckoutStatus>('any');
  const [details, setDetails] = useState<ChefOrderView | null>(null);
  const [rejecting, setRejecting] = useState<ChefOrderView | null>(null);
  const [finishing, setFinishing] = useState<ChefOrderView | null>(null);
  const [grouping, setGrouping] = useState(false);
  const notice = useTimedAlert();
  const { unseen } = useLiveState();
  const pending = usePendingOrders(filters);
  // the counter and the group dialog see every pending order, whatever the filters (the same
  // query as the list while no filter is set)
  const allPending = usePendingOrders(defaultFilters);
  const checkout = useCheckoutOrders(status);
  const actions = useOrderActions(notice.show);
  const recreate = useRecreateDelivery();
  const saveGuides = useSaveGuides();

  const tourActive = user?.guides[0] === true && !pending.isPending;
  useDashboardTour(tourActive, () => {
    const guides = [...(user?.guides ?? [])];
    guides[0] = false;
    saveGuides.mutate(guides);
  });

  const pendingOrders = sortPending(filterPending(pending.data ?? [], filters), filters.sortByZip);
  const checkoutOrders = checkout.data ?? [];
  const now = new Date(Math.max(pending.dataUpdatedAt, checkout.dataUpdatedAt, 0) || 0);

  const onRecreate = (order: ChefOrderView) =>
    recreate.mutate(order, {
      onSuccess: () => notice.show(m('recreateSucceeded'), 'success'),
      onError: () =>
        notice.show(
          m('recreateFailed', {
            phone: order.phone ? `+63${order.phone}` : t('phoneNotProvided'),
            address: [order.aptNumber, order.address].filter(Boolean).join(', '),
          }),
          'error',
          IMPORTANT_ALERT_MS,
        ),
    });

  const pendingProps = {
    orders: pendingOrders,
    onDetails: setDetails,
    onConfirm: actions.onConfirm,
    onReject: setRejecting,
    onFinish: setFinishing,
    confirmingId: actions.confirmingId,
  };

  return (
    <section className="page dashboard-page" data-testid="dashboard-page">
      {/* decision 045: '(2) Dashboard · Lutong Bahay' while two new orders are unseen */}
      <title>{countedTitle(t('pageTitle'), unseen)}</title>
      <header className="dashboard-page__head">
        <div>
          <p className="dashboard-page__eyebrow">{t('eyebrow')}</p>
          <h1>{t('greeting', { name: user?.name ? displayName(user.name) : t('chef') })}</h1>
        </div>
        <Counters
          pending={allPending.data ? allPending.data.length : null}
          checkout={checkout.data ? checkout.data.length : null}
        />
      </header>
      <Suspense fallback={null}>
        <PushToggle />
      </Suspense>
      <LiveControls />
      <MoneyPanel />

      <section className="dash-section" aria-labelledby="pending-title">
        <div className="dash-section__head">
          <h2 id="pending-title">{t('pendingOrders')}</h2>
          <span id="tour-group">
            <Button variant="secondary" onClick={() => setGrouping(true)}>
              {t('groupDeliveries')}
            </Button>
          </span>
        </div>
        <FiltersBar filters={filters} onFilters={setFilters} view={view} onView={setView} />
        {pending.isError ? (
          <p className="alert alert--error alert__text" role="alert" data-testid="pending-failed">
            {m('pendingOrdersFetchFailed', { support: m('supportContact') })}
          </p>
        ) : null}
        <div id="tour-pending" aria-busy={pending.isFetching || undefined}>
          {pending.isPending ? (
            <div className="dash-skeleton" aria-label={t('loadingPending')}>
              <span />
              <span />
            </div>
          ) : pendingOrders.length === 0 ? (
            <p className="dash-empty" data-testid="pending-empty">
              {t('pendingEmpty')}
            </p>
          ) : view === 'table' ? (
            <PendingTable {...pendingProps} />
          ) : (
            <PendingCards {...pendingProps} />
          )}
        </div>
      </section>

      {checkout.isError ? (
        <p className="alert alert--error alert__text" role="alert" data-testid="checkout-failed">
          {m('checkoutOrdersFetchFailed', { support: m('supportContact') })}
        </p>
      ) : null}
      <CheckoutOrders
        orders={checkoutOrders}
        status={status}
        onStatus={setStatus}
        now={now}
        loading={checkout.isPending}
        recreatingId={recreate.isPending ? (recreate.variables?.id ?? null) : null}
        onRecreate={onRecreate}
      />
      <FeedbackBox />

      <OrderDetailsDialog
        order={details}
        full={details !== null && actions.errored.has(details.id)}
        onClose={() => setDetails(null)}
      />
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        order={rejecting}
        pending={actions.rejecting}
        onClose={() => setRejecting(null)}
        onSubmit={(remarks) => {
          if (rejecting) actions.onReject(rejecting, remarks, () => setRejecting(null));
        }}
      />
      <FinishDialog
        order={finishing}
        pending={actions.finishing}
        onClose={() => setFinishing(null)}
        onConfirm={() => {
          if (finishing) actions.onFinish(finishing, () => setFinishing(null));
        }}
      />
      <GroupDialog
        open={grouping}
        orders={allPending.data ?? []}
        onClose={() => setGrouping(false)}
        onGrouped={() => notice.show(m('groupSucceeded'), 'success')}

        onFailed={(message) => notice.show(message, 'error')}
      />
      <Toast alert={notice.alert} onDismiss={notice.dismiss} />
    </section>
  );
}
