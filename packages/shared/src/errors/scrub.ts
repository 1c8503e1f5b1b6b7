// Decision 031: what an error report may carry when it leaves the server or the browser for the
// error tracker. Never the request's cookies, headers, body or query, never who the user is, and
// no e-mail address or phone number left in a message.

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const PHONE = /(?:\+?63|0)9\d{2}[\s-]?\d{3}[\s-]?\d{4}/g;

/** E-mail addresses and Philippine mobile numbers in a text, replaced. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** The parts of an error tracker's event (Sentry's) that can hold personal data. */
export type ReportableEvent = {
  message?: string | undefined;
  request?: { method?: string | undefined; url?: string | undefined } | undefined;
  user?: unknown;
  breadcrumbs?: unknown;
  extra?: unknown;
  exception?: { values?: { value?: string | undefined }[] | undefined } | undefined;
};

/** `event` as it may be sent: only the request's method and path, nothing about the user. */
export function scrubErrorEvent<E extends ReportableEvent>(event: E): E {
  if (event.request) {
    const { method, url } = event.request;
    // a fresh object: whatever else the SDK put there (headers, cookies, data, query) is left out
    event.request = {
      ...(method ? { method } : {}),
      ...(url ? { url: scrubText(url.split(/[?#]/)[0] ?? '') } : {}),
    };
  }
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  if (event.message) event.message = scrubText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
  }
  return event;
}
