import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { parseLiveEvent, type PublicUser } from '@lutong/shared';
import { API_BASE } from '../../lib/api-client';
import { getLiveState, setLiveState } from '../../lib/live-state';
import { notifyNewOrder, playNewOrderSound } from '../../lib/live-alerts';

// Decision 045: the signed-in user's live event stream, started by the root layout (this module is
// loaded for signed-in users only). An event refetches the order lists and pages under ['orders']
// through the ordinary API; the stream's state slows the polling while it is open. EventSource
// reconnects by itself: on every open (the first, and after a drop) everything shown is fetched
// again, as events may have been missed meanwhile. <html data-live> says whether it is open.

const ORDERS = ['orders'] as const;

export function LiveEvents({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const isChef = user.role === 'chef';

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${API_BASE}/events`);
    const refetchAll = () => void queryClient.invalidateQueries({ queryKey: ORDERS });
    const shown = (state: 'open' | 'closed') => (document.documentElement.dataset.live = state);
    source.onopen = () => {
      setLiveState({ open: true });
      shown('open');
      // what changed while the page loaded or the stream was down was never sent: fetch it now
      refetchAll();
    };
    source.onerror = () => {
      setLiveState({ open: false });
      shown('closed');
      // the pages poll at their usual pace again from this fetch on
      refetchAll();
    };
    source.onmessage = (message: MessageEvent<string>) => {
      const event = parseLiveEvent(message.data);
      if (!event) return;
      refetchAll();
      if (!isChef || event.type !== 'newOrder') return;
      setLiveState({ unseen: getLiveState().unseen + 1 });
      playNewOrderSound();
      notifyNewOrder(event);
    };
    return () => {
      source.close();
      delete document.documentElement.dataset.live;
      setLiveState({ open: false, unseen: 0 });
    };
  }, [queryClient, isChef]);

  return null;
}
