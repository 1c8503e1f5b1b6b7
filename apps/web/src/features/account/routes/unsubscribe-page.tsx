import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { api, isApiError } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';
import { useTexts } from '../../../i18n/use-texts';

// decision 048: the page the "new menu day" e-mail's unsubscribe link opens. The e-mails stop
// when the button is pressed, not when the page opens: mail scanners open links too.
export function UnsubscribePage() {
  const { t: favouritesTextOf } = useTexts('favourites');
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const stop = useMutation({
    mutationFn: () => api.post<{ message: string }>('/favourites/unsubscribe', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
  const failure = stop.isError
    ? isApiError(stop.error) && stop.error.status < 500
      ? stop.error.message
      : favouritesTextOf('unsubscribeFailed')
    : null;
  return (
    <section className="page">
      <title>{`${favouritesTextOf('unsubscribeTitle')} · Lutong Bahay`}</title>
      <div className="card">
        <h1>{favouritesTextOf('unsubscribeTitle')}</h1>
        {stop.data ? (
          <AlertBanner alert={{ id: 0, message: stop.data.message, tone: 'success' }} />
        ) : (
          <Button
            onClick={() => stop.mutate()}
            pending={stop.isPending}
            data-testid="unsubscribe-button"
          >
            {favouritesTextOf('unsubscribeButton')}
          </Button>
        )}
        {failure ? <AlertBanner alert={{ id: 1, message: failure, tone: 'error' }} /> : null}
      </div>
    </section>
  );
}
