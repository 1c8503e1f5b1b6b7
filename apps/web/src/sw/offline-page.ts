import { offlineText } from '../lib/offline-text';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The page for a navigation the worker cannot answer offline (decision 046): written here, so it
 * needs nothing from the network or the cache; brand colours from apps/web/src/styles/tokens.css.
 */
export function offlinePage(): Response {
  const title = escape(offlineText('offlinePageTitle', self.navigator.language));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1f5e3b"><title>${title} · Lutong Bahay</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fffaf1;color:#1c1b19}
main{max-width:28rem;margin:0 auto;padding:3rem 1.5rem;text-align:center}
h1{color:#1f5e3b;font-size:1.5rem}p{line-height:1.5}
a{display:inline-block;margin:.5rem;min-height:44px;padding:.7rem 1.2rem;border-radius:999px;
background:#1f5e3b;color:#fff;text-decoration:none;font-weight:700;box-sizing:border-box}
a+a{background:#fff;color:#1f5e3b;border:2px solid #1f5e3b}</style></head>
<body><main data-testid="offline-page"><img src="/favicon.svg" alt="" width="72" height="72">
<h1>${title}</h1><p>${escape(offlineText('offlinePageText', self.navigator.language))}</p>
<a href="">${escape(offlineText('offlinePageRetry', self.navigator.language))}</a>
<a href="/bazaar">${escape(offlineText('offlinePageBazaar', self.navigator.language))}</a></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
