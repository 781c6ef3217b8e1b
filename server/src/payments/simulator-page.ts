import { PAYMENT_WEBHOOK_PATHS, simulatorBillsEndpoint, simulatorPayEndpoint, simulatorSmsEndpoint } from '@busdesk/api-contract';
import { SIMULATOR_LABELS } from './simulator-labels';

/** JSON inside a <script>: '<' escaped so no text can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The simulator page (served at GET /simulator/bank while the local bank driver is active, to a signed-in ADMIN):
 * plain HTML and a small script; every text is set with textContent. Buttons are named '<action> <bill number>' so a person or a
 * browser test finds a bill's button by its accessible name.
 */
export function simulatorPageHtml(): string {
  const L = SIMULATOR_LABELS;
  const config = { labels: L, billsUrl: simulatorBillsEndpoint.path, payUrl: simulatorPayEndpoint.path, smsUrl: simulatorSmsEndpoint.path, webhook: PAYMENT_WEBHOOK_PATHS.MB_QR };
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${L.title}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1a2433}h1{font-size:20px;color:#0b3f91}h2{font-size:17px;color:#0b3f91;margin-top:28px}
table{border-collapse:collapse;width:100%;margin-top:12px}th,td{border-bottom:1px solid #dde3ec;padding:6px 8px;text-align:left;font-size:14px}
th{background:#f1f5fb}button{margin:2px;padding:4px 10px;border:1px solid #0b3f91;background:#fff;color:#0b3f91;border-radius:4px;cursor:pointer}
button:hover{background:#0b3f91;color:#fff}.released{color:#c62828;font-size:12px}#result{margin-top:12px;padding:8px;background:#f6f8fb;min-height:20px}
</style></head>
<body>
<h1>${L.title}</h1>
<p>${L.intro}</p>
<button id="refresh" type="button">${L.refresh}</button>
<div id="result" role="status" aria-live="polite"></div>
<table><thead><tr id="head"></tr></thead><tbody id="bills"></tbody></table>
<h2>${L.otpTitle}</h2>
<p>${L.otpIntro}</p>
<table aria-label="${L.otpTitle}"><thead><tr id="otp-head"></tr></thead><tbody id="otp"></tbody></table>
<script>
const C = ${scriptJson(config)};
const L = C.labels;
// The page was opened with the portal's session cookie; its calls send that token as Bearer (the API reads no cookie).
const token = (document.cookie.split(';').map((p) => p.trim()).find((p) => p.startsWith('token=')) || '').slice(6);
const auth = { authorization: 'Bearer ' + decodeURIComponent(token) };
const money = (n) => n.toLocaleString('vi-VN') + ' đ';
const el = (tag, text) => { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; return e; };
for (const key of ['bill','type','company','partner','seats','amount','created','actions']) document.getElementById('head').append(el('th', L.columns[key]));
async function load() {
  const res = await fetch(C.billsUrl, { headers: auth });
  const body = await res.json();
  const tbody = document.getElementById('bills');
  tbody.replaceChildren();
  if (res.status !== 200) { document.getElementById('result').textContent = L.failed + ': ' + body.message; return; }
  const bills = (body.results && body.results.bills) || [];
  if (!bills.length) { const tr = el('tr'); const td = el('td', L.empty); td.colSpan = 8; tr.append(td); tbody.append(tr); return; }
  for (const b of bills) {
    const tr = el('tr'); tr.dataset.bill = b.billNumber;
    const seats = el('td', b.seatIds.join(', '));
    if (b.released) { seats.append(el('div', L.released)); seats.lastChild.className = 'released'; }
    tr.append(el('td', b.billNumber), el('td', b.provider), el('td', b.companyName || b.companyId), el('td', b.partnerName || ''), seats,
      el('td', money(b.amount)), el('td', new Date(b.createdDate).toLocaleString('vi-VN')));
    const actions = el('td');
    for (const mode of ['full','partial','twice','late']) {
      const btn = el('button', L.pay[mode]); btn.type = 'button'; btn.setAttribute('aria-label', L.pay[mode] + ' ' + b.billNumber);
      btn.addEventListener('click', () => pay(b.billNumber, mode));
      actions.append(btn);
    }
    tr.append(actions); tbody.append(tr);
  }
}
for (const key of ['phone','content','sent']) document.getElementById('otp-head').append(el('th', L.otpColumns[key]));
async function loadOtp() {
  const res = await fetch(C.smsUrl, { headers: auth });
  const body = await res.json();
  const tbody = document.getElementById('otp');
  tbody.replaceChildren();
  const messages = (res.status === 200 && body.results && body.results.messages) || [];
  if (!messages.length) { const tr = el('tr'); const td = el('td', L.otpEmpty); td.colSpan = 3; tr.append(td); tbody.append(tr); return; }
  for (const m of messages) {
    const tr = el('tr');
    tr.append(el('td', m.phoneNumber), el('td', m.content), el('td', new Date(m.sendDate).toLocaleString('vi-VN')));
    tbody.append(tr);
  }
}
async function pay(billNumber, mode) {
  const out = document.getElementById('result');
  out.textContent = L.paying;
  try {
    const res = await fetch(C.payUrl, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ billNumber, mode }) });
    const body = await res.json();
    if (res.status !== 200) { out.textContent = L.failed + ': ' + body.message; return; }
    const r = body.results;
    out.textContent = L.result + ' ' + billNumber + ' (' + r.transactionId + ', ' + money(r.amount) + ', HTTP ' + r.deliveries.map((d) => d.status).join('/') + '): ' + (L.outcomes[r.outcome || 'pending'] || r.outcome);
    out.dataset.outcome = r.outcome || '';
  } catch (e) { out.textContent = L.failed + ': ' + e.message; }
  load();
}
const loadAll = () => { load(); loadOtp(); };
document.getElementById('refresh').addEventListener('click', loadAll);
loadAll();
setInterval(loadAll, 5000);
</script>
</body></html>`;
}
