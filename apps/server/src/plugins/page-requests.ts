/**
 * Issue 22 (decision 038): whether a GET that matched no route asks for a page. Browsers name
 * text/html; link crawlers (facebookexternalhit, WhatsApp, Twitterbot, Viber, Slackbot...) send
 * `Accept: *\/*`, and curl sends it or nothing: they get the page too, with its share preview and
 * vanity redirect. A client that asks for JSON gets the JSON 404, and so does a file's name (an
 * asset, /favicon.ico) fetched with anything but text/html: asset 404s stay JSON. So do Vite's
 * modules in development (`/@vite/client`, `/@id/...`, `/node_modules/...`, `/src/...`).
 */
export function asksForPage(url: string, accept: string | undefined): boolean {
  const wanted = (accept ?? '').toLowerCase();
  if (wanted.includes('text/html')) return true;
  if (wanted.includes('json')) return false;
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (/^\/(@|node_modules\/|src\/)/.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}
