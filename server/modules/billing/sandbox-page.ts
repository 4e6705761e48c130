import { APP_NAME } from '../../../domain/app';
import type { PaymentRequest } from './ccavenue';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface SandboxChoice {
  label: 'Success' | 'Failure' | 'Cancel';
  action: string;
  encResp: string;
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;background:#0d2b2e;color:#e9f4f1;font-family:Nunito,ui-rounded,system-ui,sans-serif;display:flex;align-items:center;justify-content:center;padding:24px}
  main{width:100%;max-width:440px;background:#123a3e;border:1px solid #24595e;border-radius:24px;padding:28px}
  h1{font-size:1.4rem;margin:0 0 4px;font-weight:800}
  p.note{color:#a3c4bf;margin:0 0 20px;font-size:.9rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px;padding:16px;background:#184a4f;border-radius:16px}
  dt{color:#a3c4bf}dd{margin:0;font-weight:700;text-align:right;word-break:break-all}
  .actions{display:grid;gap:10px}
  form{margin:0}
  button{width:100%;border:0;border-radius:999px;padding:12px 16px;font:inherit;font-weight:800;cursor:pointer}
  .success{background:#f6c945;color:#0d2b2e}.failure{background:#f0776c;color:#0d2b2e}.cancel{background:transparent;color:#e9f4f1;border:1px solid #24595e}
  button:focus-visible{outline:2px solid #5fd3bc;outline-offset:2px}
  .error{color:#f0776c}`;

const CLASS: Record<SandboxChoice['label'], string> = { Success: 'success', Failure: 'failure', Cancel: 'cancel' };

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · ${APP_NAME}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The sandbox gateway's payment page: the decrypted request and one form per outcome, each posting encResp. */
export function sandboxPage({
  request,
  plan,
  choices,
}: {
  request: PaymentRequest;
  plan: string;
  choices: SandboxChoice[];
}): string {
  const rows: [string, string][] = [
    ['Plan', plan],
    ['Amount', request.amount],
    ['Currency', request.currency],
    ['Order id', request.order_id],
    ['Email', request.billing_email],
  ];
  const forms = choices
    .map(
      (
        c,
      ) => `<form method="post" action="${escape(c.action)}"><input type="hidden" name="encResp" value="${escape(c.encResp)}">
<button type="submit" class="${CLASS[c.label]}">${c.label}</button></form>`,
    )
    .join('\n');
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment</h1><p class="note">A test gateway: no money is taken. Choose how this payment ends.</p>
<dl>${rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl>
<div class="actions">${forms}</div>`,
  );
}

export function sandboxErrorPage(message: string): string {
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment</h1><p class="error">${escape(message)}</p><p class="note"><a href="/" style="color:#5fd3bc">Back to Home</a></p>`,
  );
}
