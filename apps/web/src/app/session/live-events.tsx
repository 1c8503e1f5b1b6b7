import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { parseLiveEvent, type PublicUser } from '@lutong/shared';
import { API_BASE } from '../../lib/api-client';
import { getLiveState, setLiveState } from '../../lib/live-state';
import { notifyNewOrder, playNewOrderSound } from '../../lib/live-alerts';

// Decision 045: the signed-in user's live event stream, started by the root layout (this module is
// loaded for signed-in users only). An event refetches the order lists and pages under ['orders']
// through the ordinary API; the stream's state slows the polling while it is open. EventSource
// reconnects by itself: after a drop everything shown is fetched again, events may have been missed.

const ORDERS = ['orders'] as const;

export function LiveEvents({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const isChef = user.role === 'chef';

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${API_BASE}/events`);
    const refetchAll = () => void queryClient.invalidateQueries({ queryKey: ORDERS });
    let dropped = false;
    source.onopen = () => {
      setLiveState({ open: true });
      if (dropped) refetchAll();
      dropped = false;
    };
    source.onerror = () => {
      dropped = true;
      setLiveState({ open: false });
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
      setLiveState({ open: false, unseen: 0 });
    };
  }, [queryClient, isChef]);

  return null;
}
