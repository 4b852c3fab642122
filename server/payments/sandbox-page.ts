// The sandbox gateway's HTML page: a few lines of text and Pay / Cancel buttons (plain form POSTs,
// no script). Development only.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export type SandboxAction = { action: string; label: string; fields: Record<string, string> };

export function sandboxPage(p: { title: string; lines: string[]; actions?: SandboxAction[] }): string {
  const actions = (p.actions ?? []).map((a) => `
    <form method="post" action="${escapeHtml(a.action)}">
      ${Object.entries(a.fields).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('')}
      <button type="submit" class="${a.label === 'Pay' ? 'pay' : 'cancel'}">${escapeHtml(a.label)}</button>
    </form>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(p.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
  .box { border: 1px solid #ccc; border-radius: 12px; padding: 1.5rem; }
  .note { background: #fff4d6; border-radius: 8px; padding: .5rem .75rem; font-size: .9rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
  button { font-size: 1rem; padding: .6rem 1.4rem; border-radius: 8px; border: 1px solid #555; cursor: pointer; background: #fff; }
  button.pay { background: #2e7d32; color: #fff; border-color: #2e7d32; }
</style></head>
<body><main class="box" data-sandbox-gateway>
  <h1>${escapeHtml(p.title)}</h1>
  <p class="note">Test gateway on this server: no real money moves.</p>
  ${p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
  <div class="actions">${actions}</div>
</main></body></html>`;
}
