import { PAYMENT_WEBHOOK_PATHS, simulatorBillsEndpoint, simulatorPayEndpoint, simulatorSmsEndpoint } from '@busdesk/api-contract';
import { simulatorPageShell } from '../lib/simulator-page-shell';
import { SIMULATOR_LABELS } from './simulator-labels';

/**
 * The simulator page (served at GET /simulator/bank while the local bank driver is active, to a signed-in ADMIN):
 * plain HTML and a small script; every text is set with textContent. Buttons are named '<action> <bill number>' so a person or a
 * browser test finds a bill's button by its accessible name.
 */
export function simulatorPageHtml(): string {
  const L = SIMULATOR_LABELS;
  return simulatorPageShell({
    labels: L,
    paths: { billsUrl: simulatorBillsEndpoint.path, payUrl: simulatorPayEndpoint.path, smsUrl: simulatorSmsEndpoint.path, webhook: PAYMENT_WEBHOOK_PATHS.MB_QR },
    css: 'h2{font-size:17px;color:#0b3f91;margin-top:28px}.released{color:#c62828;font-size:12px}',
    body: `<table><thead><tr id="head"></tr></thead><tbody id="bills"></tbody></table>
<h2>${L.otpTitle}</h2>
<p>${L.otpIntro}</p>
<table aria-label="${L.otpTitle}"><thead><tr id="otp-head"></tr></thead><tbody id="otp"></tbody></table>`,
    script: `const auth = { authorization: 'Bearer ' + decodeURIComponent(token) };
const money = (n) => n.toLocaleString('vi-VN') + ' đ';
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
setInterval(loadAll, 5000);`,
  });
}
