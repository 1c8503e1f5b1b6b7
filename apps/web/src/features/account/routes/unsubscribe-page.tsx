import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { favouritesText } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { api, isApiError } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';

// decision 048: the page the "new menu day" e-mail's unsubscribe link opens. The e-mails stop
// when the button is pressed, not when the page opens: mail scanners open links too.
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const stop = useMutation({
    mutationFn: () => api.post<{ message: string }>('/favourites/unsubscribe', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
  const failure = stop.isError
    ? isApiError(stop.error) && stop.error.status < 500
      ? stop.error.message
      : favouritesText('unsubscribeFailed')
    : null;
  return (
    <section className="page">
      <title>{`${favouritesText('unsubscribeTitle')} · Lutong Bahay`}</title>
      <div className="card">
        <h1>{favouritesText('unsubscribeTitle')}</h1>
        {stop.data ? (
          <AlertBanner alert={{ id: 0, message: stop.data.message, tone: 'success' }} />
        ) : (
          <Button
            onClick={() => stop.mutate()}
            pending={stop.isPending}
            data-testid="unsubscribe-button"
          >
            {favouritesText('unsubscribeButton')}
          </Button>
        )}
        {failure ? <AlertBanner alert={{ id: 1, message: failure, tone: 'error' }} /> : null}
      </div>
    </section>
  );
}
