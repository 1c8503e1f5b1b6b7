import { AlertBanner } from '../../../components/alert-banner';

/** A failed list shows the server's own message (the ApiError's) until it loads again. */
export function QueryError({ error }: { error: Error | null }) {
  if (!error) return null;
  return <AlertBanner alert={{ id: 0, message: error.message, tone: 'error' }} />;
}
