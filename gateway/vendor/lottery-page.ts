/**
 * The lottery vendor stand-in's betting page, framed by the portal's /lottery (and by /game
 * for the SEA entry). The player picks a play type and a pick for the game's next issue,
 * sees when betting on it closes, places a bet and follows their bets until the draw
 * settles them. Rules and odds come from shared/lottery-rules.ts, the module the
 * settlement uses. Script and styles are files of their own (CSP without inline code).
 */
import { LOTTERY_PLAY_TYPES, LOTTERY_RULES } from '@shared/lottery-rules';
import { escapeHtml, FILL_SOURCE, HTML_LANG, NUMBER_LOCALE, type VendorLang } from './i18n';
import { LOTTERY_ERROR_KEYS, LOTTERY_TEXT, lotteryRuleText, type LotteryTextKey } from './lottery-text';

export const LOTTERY_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

const playLabels = (lang: VendorLang): Record<string, string> => ({ DIGIT: LOTTERY_TEXT[lang].playDIGIT, BIGSMALL: LOTTERY_TEXT[lang].playBIGSMALL });
const pickLabels = (lang: VendorLang): Record<string, string> => ({ BIG: LOTTERY_TEXT[lang].pickBIG, SMALL: LOTTERY_TEXT[lang].pickSMALL });

/** The betting page in the launch's language (its texts from lottery-text.ts; the script is asked for in the same language). */
export const lotteryPage = (lang: VendorLang) => {
  const t = (k: LotteryTextKey) => escapeHtml(LOTTERY_TEXT[lang][k]);
  const plays = playLabels(lang);
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<link rel="stylesheet" href="/vendor/lottery.css">
<script src="/vendor/lottery.js?lang=${lang}" defer></script>
</head>
<body>
<main class="lotto">
  <h1 id="title">…</h1>
  <p id="mode" class="mode" hidden></p>
  <p class="row">${t('balance')} <output id="balance" aria-live="polite">…</output></p>
  <section class="issue" aria-labelledby="issue-title">
    <h2 id="issue-title">${t('issue')} <span id="issue">…</span></h2>
    <p>${t('closesAt')} <time id="closes">…</time> (<output id="countdown">…</output>), ${t('drawAt')} <time id="draws">…</time></p>
    <p id="last-draw"></p>
  </section>
  <section class="slip" aria-labelledby="slip-title">
    <h2 id="slip-title">${t('slip')}</h2>
    <div class="controls">
      <label>${t('play')} <select id="play-type">${LOTTERY_PLAY_TYPES.map((p) => `<option value="${p}">${escapeHtml(plays[p]!)}</option>`).join('')}</select></label>
      <label>${t('pick')} <select id="pick"></select></label>
      <label>${t('stake')} <select id="stake"></select></label>
      <button id="place" type="button" disabled>${t('place')}</button>
    </div>
    <p id="rule" class="rule"></p>
    <p id="result" role="status"></p>
    <p id="error" role="alert"></p>
  </section>
  <section aria-labelledby="bets-title">
    <h2 id="bets-title">${t('myBets')}</h2>
    <div class="table-wrap">
      <table id="bets">
        <thead><tr><th scope="col">${t('issue')}</th><th scope="col">${t('play')}</th><th scope="col">${t('pick')}</th><th scope="col">${t('stake')}</th><th scope="col">${t('status')}</th><th scope="col">${t('payout')}</th></tr></thead>
        <tbody></tbody>
      </table>
    </div>
    <p id="no-bets">${t('noBets')}</p>
  </section>
</main>
</body>
</html>`;
};

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

export const lotteryScript = (lang: VendorLang) => `'use strict';
(() => {
  const RULES = ${JSON.stringify(LOTTERY_RULES)};
  const RULE_TEXT = ${JSON.stringify(Object.fromEntries(LOTTERY_PLAY_TYPES.map((p) => [p, lotteryRuleText(lang, p)])))};
  const PLAY_LABELS = ${JSON.stringify(playLabels(lang))};
  const PICK_LABELS = ${JSON.stringify(pickLabels(lang))};
  const T = ${JSON.stringify(LOTTERY_TEXT[lang])};
  const ERRORS = ${JSON.stringify(LOTTERY_ERROR_KEYS)};
  const LOCALE = ${JSON.stringify(NUMBER_LOCALE[lang])};
  ${FILL_SOURCE}
  const POLL_MS = 3000;
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  const fmt = (n) => new Intl.NumberFormat(LOCALE).format(n);
  const clock = (ms) => new Date(ms).toLocaleTimeString(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
  let token = null, state = null, statuses = null, requestId = null, busy = false;
  // the ticket is single use: drop it from the address bar once read (language and mode stay for a reload)
  const kept = new URLSearchParams(location.search);
  kept.delete('ticket');
  const q = kept.toString();
  history.replaceState(null, '', location.pathname + (q ? '?' + q : ''));
  // an API refusal or a failed call reads in the page's language, never the API's English message
  const errorText = (e) => T[ERRORS[e && e.code]] || T.errFailed;
  // opening the session: a missing or malformed ticket is an expired link too
  const startError = (e) => (e && e.code === 'BAD_REQUEST' ? T.errTicket : errorText(e));

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
    $('rule').textContent = RULE_TEXT[$('play-type').value];
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
    $('last-draw').textContent = s.lastDraw ? fill(T.lastDraw, { issue: s.lastDraw.issue, numbers: s.lastDraw.numbers.split(',').join(' ') }) : '';
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
      cell(tr, b.status === 'open' ? T.statusOpen : b.status === 'won' ? T.statusWon : T.statusLost, b.status);
      cell(tr, b.status === 'open' ? '-' : fmt(b.payout));
      return tr;
    }));
    $('no-bets').hidden = s.bets.length > 0;
  }

  function tick() {
    if (!state) return;
    const left = state.issue.closesAt - Date.now();
    const open = state.issue.open && left > 0;
    $('countdown').textContent = open ? fill(T.secondsLeft, { n: Math.ceil(left / 1000) }) : T.closed;
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
      result.textContent = fill(T.placed, { issue: r.bet.issue, pick: PICK_LABELS[r.bet.pick] || r.bet.pick, stake: fmt(r.bet.stake) });
      tell();
      await refresh();
    } catch (e) {
      if (e.code !== 'BET_IN_PROGRESS') requestId = null;
      $('error').textContent = errorText(e);
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
        $('mode').textContent = T.seaMode;
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
      setInterval(() => refresh().catch((e) => { $('error').textContent = errorText(e); }), POLL_MS);
    } catch (e) {
      $('error').textContent = startError(e);
    }
  }

  $('play-type').addEventListener('change', fillPicks);
  $('pick').addEventListener('change', () => { requestId = null; });
  $('stake').addEventListener('change', () => { requestId = null; });
  $('place').addEventListener('click', place);
  start();
})();
`;
