import { simulatorAnswerEndpoint, simulatorHangupEndpoint, simulatorLinesEndpoint, simulatorRingEndpoint } from '@busdesk/api-contract';
import { simulatorPageShell } from '../../lib/simulator-page-shell';
import { TELEPHONY_SIMULATOR_LABELS } from './simulator-labels';

/**
 * The local exchange's simulator page (GET /simulator/telephony, a signed-in ADMIN; docs/adr/0088): the agency's
 * local lines, who is logged in to each and its call; a caller number and 'Gọi vào' ring a line, 'Nghe máy' and
 * 'Gác máy' play the far end of a call. Plain HTML and a small script; every text is set with textContent; buttons
 * are named '<action> <line number>' so a person or a browser test finds them by accessible name. The list is read
 * again every 1.5 s (the page's own timer: nothing in the server waits on it).
 */
export function telephonySimulatorPageHtml(): string {
  return simulatorPageShell({
    labels: TELEPHONY_SIMULATOR_LABELS,
    paths: { linesUrl: simulatorLinesEndpoint.path, ringUrl: simulatorRingEndpoint.path, answerUrl: simulatorAnswerEndpoint.path, hangupUrl: simulatorHangupEndpoint.path },
    css: 'input{padding:4px 6px;border:1px solid #8a96a8;border-radius:4px;width:150px}.ringing{color:#b45309;font-weight:600}.talking{color:#15803d;font-weight:600}',
    body: `<table><thead><tr id="head"></tr></thead><tbody id="lines"></tbody></table>`,
    script: `const headers = { authorization: 'Bearer ' + decodeURIComponent(token), 'content-type': 'application/json' };
const say = (text) => { document.getElementById('result').textContent = text; };
for (const key of ['line','company','holder','call','caller','actions']) document.getElementById('head').append(el('th', L.columns[key]));
// Typed caller numbers survive the list being redrawn.
const typed = {};
let busy = false;
async function post(url, body) {
  busy = true;
  try {
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = await res.json();
    say(res.status === 200 ? L.done : L.failed + ': ' + json.message);
  } catch (e) { say(L.failed); }
  busy = false;
  await load();
}
function button(text, line, onClick) {
  const b = el('button', text); b.type = 'button'; b.setAttribute('aria-label', text + ' ' + line.number);
  b.addEventListener('click', onClick); return b;
}
async function load() {
  let res, json;
  try { res = await fetch(C.linesUrl, { headers }); json = await res.json(); } catch (e) { return; }
  if (res.status !== 200) { say(L.failed + ': ' + json.message); return; }
  const lines = (json.results && json.results.result) || [];
  const tbody = document.getElementById('lines');
  // Not while the user types: the input would lose focus.
  if (document.activeElement && document.activeElement.tagName === 'INPUT') return;
  tbody.replaceChildren();
  if (!lines.length) { const tr = el('tr'); const td = el('td', L.empty); td.colSpan = 6; tr.append(td); tbody.append(tr); return; }
  for (const line of lines) {
    const tr = el('tr'); tr.dataset.line = line.number;
    const call = el('td');
    if (line.call) {
      const ringing = line.call.code.startsWith('RINGING');
      const s = el('span', (L.states[line.call.code] || line.call.code) + ' ' + line.call.phoneNumber);
      s.className = ringing ? 'ringing' : 'talking'; call.append(s);
    } else call.textContent = L.idle;
    const callerCell = el('td');
    const input = el('input'); input.type = 'tel'; input.placeholder = L.callerPlaceholder; input.value = typed[line.number] || '';
    input.setAttribute('aria-label', L.columns.caller + ' ' + line.number);
    input.addEventListener('input', () => { typed[line.number] = input.value; });
    callerCell.append(input);
    const actions = el('td');
    if (!line.call) actions.append(button(L.ring, line, () => post(C.ringUrl, { lineId: line.id, callerNumber: input.value })));
    else {
      if (line.call.direction === 'out' && line.call.code === 'RINGING_OUT') actions.append(button(L.answer, line, () => post(C.answerUrl, { callId: line.call.callId })));
      actions.append(button(L.hangup, line, () => post(C.hangupUrl, { callId: line.call.callId })));
    }
    tr.append(el('td', line.number), el('td', line.telecomCompanyName), el('td', line.holderName || L.nobody), call, callerCell, actions);
    tbody.append(tr);
  }
}
document.getElementById('refresh').addEventListener('click', () => load());
load();
setInterval(() => { if (!busy) load(); }, 1500);`,
  });
}
