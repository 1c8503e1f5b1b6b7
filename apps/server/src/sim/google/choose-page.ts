const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function choosePage(input: {
  accounts: { email: string; name: string }[];
  clientId: string;
  origin: string;
}): string {
  const items = input.accounts
    .map(
      (a) =>
        `<li><button type="button" class="account" data-email="${escape(a.email)}" data-name="${escape(a.name)}"><strong>${escape(a.name || a.email)}</strong><span>${escape(a.email)}</span></button></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with Google (simulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem;color:#202124}
h1{font-size:1.3rem}ul{list-style:none;padding:0}button{width:100%;min-height:48px;text-align:left;border:1px solid #dadce0;border-radius:8px;background:#fff;margin:.25rem 0;padding:.5rem 1rem;cursor:pointer;display:flex;flex-direction:column}
button:hover{background:#f1f3f4}form{display:grid;gap:.5rem;margin-top:1rem}input{min-height:40px;padding:0 .5rem;border:1px solid #dadce0;border-radius:6px}
.note{color:#5f6368;font-size:.85rem}</style></head><body>
<h1>Choose an account</h1><p class="note">to continue to Lutong Bahay. This is the local Google sign-in simulator.</p>
<ul>${items}</ul>
<form id="other"><label>Use another account<input name="email" type="email" required placeholder="Email" aria-label="Email"></label>
<input name="name" placeholder="Full name" aria-label="Full name"><button type="submit">Continue</button></form>
<div id="config" data-client-id="${escape(input.clientId)}" data-origin="${escape(input.origin)}" hidden></div>
<script src="/_sim/google/choose.js"></script></body></html>`;
}

// Served as a file so the page works under the app's Content-Security-Policy (script-src 'self').
export const chooseScript = `(() => {
  const config = document.getElementById('config').dataset;
  async function choose(email, name) {
    const res = await fetch('/_sim/google/token', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: config.clientId, email, name }) });
    const { credential } = await res.json();
    if (window.opener) {
      window.opener.postMessage({ type: 'sim-google-credential', credential }, config.origin);
      window.close();
    } else {
      document.body.textContent = credential;
    }
  }
  for (const b of document.querySelectorAll('button.account')) {
    b.addEventListener('click', () => choose(b.dataset.email, b.dataset.name));
  }
  document.getElementById('other').addEventListener('submit', (e) => {
    e.preventDefault();
    const f = new FormData(e.target);
    choose(String(f.get('email')), String(f.get('name') || ''));
  });
})();`;
