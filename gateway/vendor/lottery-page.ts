/**
 * The lottery vendor stand-in's betting page, framed by the portal's /lottery (and by /game
 * for the SEA entry). The player picks a play type and a pick for the game's next issue,
 * sees when betting on it closes, places a bet and follows their bets until the draw
 * settles them. Rules and odds come from shared/lottery-rules.ts, the module the
 * settlement uses. Script and styles are files of their own (CSP without inline code).
 */
import { LOTTERY_PLAY_TYPES, LOTTERY_RULES } from '../../shared/lottery-rules';

export const LOTTERY_PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

const PLAY_LABELS: Record<string, string> = { DIGIT: 'Last digit', BIGSMALL: 'Big / Small' };
const PICK_LABELS: Record<string, string> = { BIG: 'Big', SMALL: 'Small' };

export const lotteryPage = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lottery</title>
<link rel="stylesheet" href="/vendor/lottery.css">
<script src="/vendor/lottery.js" defer></script>
</head>
<body>
<main class="lotto">
  <h1 id="title">…</h1>
  <p id="mode" class="mode" hidden></p>
  <p class="row">Balance <output id="balance" aria-live="polite">…</output></p>
  <section class="issue" aria-labelledby="issue-title">
    <h2 id="issue-title">Issue <span id="issue">…</span></h2>
    <p>Betting closes at <time id="closes">…</time> (<output id="countdown">…</output>), draw at <time id="draws">…</time></p>
    <p id="last-draw"></p>
  </section>
  <section class="slip" aria-labelledby="slip-title">
    <h2 id="slip-title">Bet slip</h2>
    <div class="controls">
      <label>Play <select id="play-type">${LOTTERY_PLAY_TYPES.map((p) => `<option value="${p}">${PLAY_LABELS[p]}</option>`).join('')}</select></label>
      <label>Pick <select id="pick"></select></label>
      <label>Stake <select id="stake"></select></label>
      <button id="place" type="button" disabled>Place bet</button>
    </div>
    <p id="rule" class="rule"></p>
    <p id="result" role="status"></p>
    <p id="error" role="alert"></p>
  </section>
  <section aria-labelledby="bets-title">
    <h2 id="bets-title">My bets</h2>
    <div class="table-wrap">
      <table id="bets">
        <thead><tr><th scope="col">Issue</th><th scope="col">Play</th><th scope="col">Pick</th><th scope="col">Stake</th><th scope="col">Status</th><th scope="col">Payout</th></tr></thead>
        <tbody></tbody>
      </table>
    </div>
    <p id="no-bets">No bets yet.</p>
  </section>
</main>
</body>
</html>`;

export const lotteryCss = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#14142b;color:#f4f4ff}
.lotto{max-width:720px;margin:0 auto;padding:16px}
h1{font-size:20px;margin:0 0 8px}
h2{font-size:16px;margin:0 0 8px}
section{margin-top:14px;padding:12px;border-radius:12px;background:#1d1d3a}
.row output{font-weight:700;margin-left:8px}
.controls{display:flex;flex-wrap:wrap;gap:10px;align-items:end}
label{display:flex;flex-direction:column;font-size:13px;gap:4px}
select{font:inherit;padding:8px;border-radius:8px;border:1px solid #55557a;background:#1f1f3d;color:inherit;min-width:96px}
button{font:inherit;font-weight:700;padding:10px 22px;border-radius:999px;border:0;background:#ffb020;color:#1b1b2f;cursor:pointer}
button:disabled{opacity:.5;cursor:default}
.rule{font-size:13px;color:#c9c9ef}
.mode[hidden]{display:none}
.mode{display:inline-block;margin:0 0 8px;padding:2px 10px;border-radius:999px;background:#2f5d8a;font-size:12px;font-weight:700}
.table-wrap{overflow-x:auto}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{padding:6px 8px;border-top:1px solid #35355a;text-align:start;white-space:nowrap}
td[data-status="won"]{color:#5be38a;font-weight:700}
td[data-status="lost"]{color:#ff9b9b}
#error{color:#ff7b7b}
#countdown{font-variant-numeric:tabular-nums}
`;

export const lotteryScript = () => `'use strict';
(() => {
  const RULES = ${JSON.stringify(LOTTERY_RULES)};
  const PLAY_LABELS = ${JSON.stringify(PLAY_LABELS)};
  const PICK_LABELS = ${JSON.stringify(PICK_LABELS)};
  const POLL_MS = 3000;
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  const fmt = (n) => new Intl.NumberFormat('en-US').format(n);
  const clock = (ms) => new Date(ms).toLocaleTimeString('en-GB', { hour12: false });
  let token = null, state = null, statuses = null, requestId = null, busy = false;
  // the ticket is single use: drop it from the address bar once read
  history.replaceState(null, '', location.pathname);

  function store(op, key, value) {
    try {
      return op === 'get' ? sessionStorage.getItem(key) : sessionStorage.setItem(key, value);
    } catch {
      return null;
    }
  }
  const randomId = () => [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const tell = () => { if (window.parent !== window) window.parent.postMessage({ type: 'vendor:round-settled' }, '*'); };

  async function call(path, body) {
    const res = await fetch('/vendor/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: 'Bearer ' + token } : {}) },
      body: JSON.stringify(body || {}),
    });
    const env = await res.json();
    if (!env.success) {
      const error = new Error(env.message || env.code);
      error.code = env.code;
      throw error;
    }
    return env.value;
  }

  function fillPicks() {
    const rule = RULES[$('play-type').value];
    const pick = $('pick');
    pick.replaceChildren(...rule.picks.map((p) => {
      const o = document.createElement('option');
      o.value = p;
      o.textContent = PICK_LABELS[p] || p;
      return o;
    }));
    $('rule').textContent = rule.rule;
    requestId = null;
  }

  function cell(row, text, status) {
    const td = document.createElement('td');
    td.textContent = text;
    if (status) td.dataset.status = status;
    row.append(td);
  }

  function render() {
    const s = state;
    $('balance').textContent = fmt(s.balance);
    $('issue').textContent = String(s.issue.issue);
    $('closes').textContent = clock(s.issue.closesAt);
    $('closes').dateTime = new Date(s.issue.closesAt).toISOString();
    $('draws').textContent = clock(s.issue.drawAt);
    $('draws').dateTime = new Date(s.issue.drawAt).toISOString();
    $('last-draw').textContent = s.lastDraw ? 'Last draw, issue ' + s.lastDraw.issue + ': ' + s.lastDraw.numbers.split(',').join(' ') : '';
    tick();
    const body = $('bets').tBodies[0];
    body.replaceChildren(...s.bets.map((b) => {
      const tr = document.createElement('tr');
      tr.dataset.betId = b.betId;
      tr.dataset.status = b.status;
      cell(tr, String(b.issue));
      cell(tr, PLAY_LABELS[b.playType] || b.playType);
      cell(tr, PICK_LABELS[b.pick] || b.pick);
      cell(tr, fmt(b.stake));
      cell(tr, b.status === 'open' ? 'Open' : b.status === 'won' ? 'Won' : 'Lost', b.status);
      cell(tr, b.status === 'open' ? '-' : fmt(b.payout));
      return tr;
    }));
    $('no-bets').hidden = s.bets.length > 0;
  }

  function tick() {
    if (!state) return;
    const left = state.issue.closesAt - Date.now();
    const open = state.issue.open && left > 0;
    $('countdown').textContent = open ? Math.ceil(left / 1000) + ' s left' : 'closed';
    $('place').disabled = busy || !open;
  }

  async function refresh() {
    const next = await call('lottery/api/state');
    const before = statuses;
    statuses = new Map(next.bets.map((b) => [b.betId, b.status]));
    // a bet that settled since the last look moves the balance: tell the portal
    if (before && next.bets.some((b) => b.status !== 'open' && before.get(b.betId) === 'open')) tell();
    state = next;
    render();
  }

  async function place() {
    busy = true;
    tick();
    $('error').textContent = '';
    $('result').textContent = '';
    // one id per bet slip: a retried click of the same slip bets once
    requestId = requestId || randomId();
    try {
      const r = await call('lottery/api/bet', {
        issue: state.issue.issue,
        playType: $('play-type').value,
        pick: $('pick').value,
        stake: Number($('stake').value),
        requestId,
      });
      requestId = null;
      const result = $('result');
      result.dataset.betId = r.bet.betId;
      result.dataset.stake = String(r.bet.stake);
      result.textContent = 'Bet placed on issue ' + r.bet.issue + ': ' + (PICK_LABELS[r.bet.pick] || r.bet.pick) + ', stake ' + fmt(r.bet.stake) + '.';
      tell();
      await refresh();
    } catch (e) {
      if (e.code !== 'BET_IN_PROGRESS') requestId = null;
      $('error').textContent = e.code === 'ISSUE_CLOSED' ? 'Betting on this issue has closed. Please bet on the next issue.' : String(e.message || e);
      await refresh().catch(() => undefined);
    } finally {
      busy = false;
      tick();
    }
  }

  async function start() {
    try {
      const key = 'vendor:' + (params.get('ticket') || '');
      token = store('get', key);
      if (!token) {
        const s = await call('api/session', { ticket: params.get('ticket') || '' });
        token = s.token;
        store('set', key, token);
      }
      await refresh();
      // the SEA entry (launchMode SEA) opens the same page in its own mode
      if (params.get('mode') === 'SEA') {
        $('mode').textContent = 'SEA lottery';
        $('mode').hidden = false;
      }
      document.title = state.game.name;
      $('title').textContent = state.game.name;
      for (const f of [1, 2, 5, 10]) {
        const o = document.createElement('option');
        o.value = String(state.game.minBet * f);
        o.textContent = fmt(state.game.minBet * f);
        $('stake').append(o);
      }
      const wanted = params.get('playType');
      if (wanted && RULES[wanted]) $('play-type').value = wanted;
      fillPicks();
      tick();
      setInterval(tick, 1000);
      setInterval(() => refresh().catch((e) => { $('error').textContent = String(e.message || e); }), POLL_MS);
    } catch (e) {
      $('error').textContent = String(e.message || e);
    }
  }

  $('play-type').addEventListener('change', fillPicks);
  $('pick').addEventListener('change', () => { requestId = null; });
  $('stake').addEventListener('change', () => { requestId = null; });
  $('place').addEventListener('click', place);
  start();
})();
`;
