/**
 * The vendor stand-in's game page: a small HTML5 slot (or, for in-house games, a dice
 * game) framed by the portal's /game page. Every round is provably fair: the page shows
 * the server seed's hash before the round, the seed after it, and recomputes the result
 * itself with WebCrypto (Verify). Script and styles are files of their own so the page
 * runs under a CSP without inline code.
 */
import { DICE_PAYOUT, DICE_TARGET, SLOT_SYMBOLS, SLOT_THREE_OF_A_KIND } from '@shared/fair';
import { GAME_ERROR_KEYS, GAME_TEXT } from './game-text';
import { escapeHtml, FILL_SOURCE, HTML_LANG, NUMBER_LOCALE, type VendorLang } from './i18n';

export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

/** The game page in the launch's language (its texts from game-text.ts; the script is asked for in the same language). */
export const gamePage = (lang: VendorLang) => {
  const t = (k: keyof (typeof GAME_TEXT)['en']) => escapeHtml(GAME_TEXT[lang][k]);
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<link rel="stylesheet" href="/vendor/game.css">
<script src="/vendor/game.js?lang=${lang}" defer></script>
</head>
<body>
<main class="vendor">
  <h1 id="title">…</h1>
  <p class="row">${t('balance')} <output id="balance" aria-live="polite">…</output></p>
  <div id="board" class="board" aria-live="polite"></div>
  <div class="controls">
    <label>${t('bet')} <select id="bet"></select></label>
    <label>${t('clientSeed')} <input id="client-seed" autocomplete="off" maxlength="64"></label>
    <button id="play" type="button" disabled>${t('play')}</button>
  </div>
  <p id="result" role="status"></p>
  <section class="fair" aria-label="${t('fairTitle')}">
    <h2>${t('fairTitle')}</h2>
    <p>${t('nextHash')} <code id="hash">…</code></p>
    <div id="last" hidden>
      <p>${t('lastRound')} <code id="round-id"></code>, ${t('nonce')} <code id="nonce"></code></p>
      <p>${t('seedRevealed')} <code id="seed"></code></p>
      <p>${t('hashBefore')} <code id="last-hash"></code></p>
      <button id="verify" type="button">${t('verify')}</button>
      <p id="verified" role="status"></p>
    </div>
  </section>
  <p id="error" role="alert"></p>
</main>
</body>
</html>`;
};

export const gameCss = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#14142b;color:#f4f4ff}
.vendor{max-width:640px;margin:0 auto;padding:16px}
h1{font-size:20px;margin:0 0 8px}
h2{font-size:15px;margin:8px 0}
.row output{font-weight:700;margin-left:8px}
.board{display:flex;gap:10px;justify-content:center;margin:16px 0;min-height:84px}
.reel{width:76px;height:84px;border-radius:12px;background:#2a2a52;display:grid;place-items:center;font-size:40px}
.dice{font-size:44px;font-weight:800;padding:12px 24px;border-radius:12px;background:#2a2a52}
.controls{display:flex;flex-wrap:wrap;gap:10px;align-items:end}
label{display:flex;flex-direction:column;font-size:13px;gap:4px}
select,input{font:inherit;padding:8px;border-radius:8px;border:1px solid #55557a;background:#1f1f3d;color:inherit}
button{font:inherit;font-weight:700;padding:10px 22px;border-radius:999px;border:0;background:#ffb020;color:#1b1b2f;cursor:pointer}
button:disabled{opacity:.5;cursor:default}
code{word-break:break-all;font-size:12px;color:#b9b9ff}
.fair{margin-top:16px;padding:12px;border-radius:12px;background:#1d1d3a}
#error{color:#ff7b7b}
`;

export const gameScript = (lang: VendorLang) => `'use strict';
(() => {
  const T = ${JSON.stringify(GAME_TEXT[lang])};
  const ERRORS = ${JSON.stringify(GAME_ERROR_KEYS)};
  const LOCALE = ${JSON.stringify(NUMBER_LOCALE[lang])};
  ${FILL_SOURCE}
  const SYMBOLS = ${JSON.stringify(SLOT_SYMBOLS)};
  const THREE = ${JSON.stringify(SLOT_THREE_OF_A_KIND)};
  const DICE_TARGET = ${DICE_TARGET};
  const DICE_PAYOUT = ${DICE_PAYOUT};
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  const fmt = (n) => new Intl.NumberFormat(LOCALE).format(n);
  const fmt2 = (n) => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  let token = null, game = null, next = null, last = null;
  // the ticket is single use: drop it from the address bar once read (the language stays for a reload)
  const kept = new URLSearchParams(location.search);
  kept.delete('ticket');
  const q = kept.toString();
  history.replaceState(null, '', location.pathname + (q ? '?' + q : ''));
  // an API refusal or a failed call reads in the page's language, never the API's English message
  const errorText = (e) => T[ERRORS[e && e.code]] || T.errFailed;
  // opening the session: a missing or malformed ticket is an expired link too
  const startError = (e) => (e && e.code === 'BAD_REQUEST' ? T.errTicket : errorText(e));

  // a framed page on another site may be refused storage: then a reload needs a new launch
  function store(op, key, value) {
    try {
      return op === 'get' ? sessionStorage.getItem(key) : sessionStorage.setItem(key, value);
    } catch {
      return null;
    }
  }
  const enc = (t) => new TextEncoder().encode(t);
  const hex = (b) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');
  async function outcome(kind, seed, clientSeed, nonce) {
    const key = await crypto.subtle.importKey('raw', enc(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const b = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc(clientSeed + ':' + nonce)));
    if (kind === 'dice') {
      const n = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
      const roll = Math.floor((n / 2 ** 32) * 10000);
      return { values: [roll], multiplier: roll / 100 < DICE_TARGET ? DICE_PAYOUT : 0 };
    }
    const r = [b[4] % 6, b[5] % 6, b[6] % 6];
    return { values: r, multiplier: r[0] === r[1] && r[1] === r[2] ? THREE[r[0]] : r[0] === r[1] ? 1 : 0 };
  }

  async function call(path, body) {
    const res = await fetch('/vendor/api/' + path, {
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

  function show(values) {
    const board = $('board');
    board.replaceChildren();
    if (game.kind === 'dice') {
      const d = document.createElement('div');
      d.className = 'dice';
      d.textContent = values ? fmt2(values[0] / 100) : '--.--';
      board.append(d);
      return;
    }
    for (let i = 0; i < 3; i++) {
      const r = document.createElement('div');
      r.className = 'reel';
      r.textContent = values ? SYMBOLS[values[i]] : '?';
      board.append(r);
    }
  }

  async function commit() {
    next = await call('commit');
    $('hash').textContent = next.serverSeedHash;
    $('play').disabled = false;
  }

  async function play() {
    $('play').disabled = true;
    $('error').textContent = '';
    try {
      const bet = Number($('bet').value);
      const clientSeed = $('client-seed').value.trim() || 'seed';
      const r = await call('play', { roundId: next.roundId, clientSeed, bet });
      last = r;
      show(r.outcome.values);
      const net = r.win - r.bet;
      const result = $('result');
      result.dataset.roundId = r.roundId;
      result.dataset.bet = String(r.bet);
      result.dataset.win = String(r.win);
      result.dataset.net = String(net);
      result.textContent = fill(T.result, { bet: fmt(r.bet), win: fmt(r.win), net: (net >= 0 ? '+' : '') + fmt(net) });
      $('balance').textContent = fmt(r.balance);
      $('round-id').textContent = r.roundId;
      $('nonce').textContent = String(r.nonce);
      $('seed').textContent = r.serverSeed;
      $('last-hash').textContent = r.serverSeedHash;
      $('verified').textContent = '';
      $('last').hidden = false;
      if (window.parent !== window) window.parent.postMessage({ type: 'vendor:round-settled' }, '*');
      await commit();
    } catch (e) {
      $('error').textContent = errorText(e);
      $('play').disabled = false;
    }
  }

  async function verify() {
    const hashOk = hex(await crypto.subtle.digest('SHA-256', enc(last.serverSeed))) === last.serverSeedHash;
    const o = await outcome(game.kind, last.serverSeed, last.clientSeed, last.nonce);
    const same = JSON.stringify(o.values) === JSON.stringify(last.outcome.values) && Math.floor(last.bet * o.multiplier) === last.win;
    $('verified').dataset.ok = String(hashOk && same);
    $('verified').textContent = hashOk && same ? T.verified : T.mismatch;
  }

  async function start() {
    try {
      // the ticket opens one session; a reload of the frame reuses it from this tab's storage
      const key = 'vendor:' + (params.get('ticket') || '');
      token = store('get', key);
      const s = token ? await call('me') : await call('session', { ticket: params.get('ticket') || '' });
      if (s.token) {
        token = s.token;
        store('set', key, token);
      }
      game = s.game;
      document.title = game.name;
      $('title').textContent = game.name;
      $('play').textContent = game.kind === 'dice' ? T.roll : T.spin;
      $('balance').textContent = fmt(s.balance);
      for (const f of [1, 2, 5, 10]) {
        const o = document.createElement('option');
        o.value = String(game.minBet * f);
        o.textContent = fmt(game.minBet * f);
        $('bet').append(o);
      }
      $('client-seed').value = hex(crypto.getRandomValues(new Uint8Array(8)));
      show(null);
      await commit();
    } catch (e) {
      $('error').textContent = startError(e);
    }
  }

  $('play').addEventListener('click', play);
  $('verify').addEventListener('click', verify);
  start();
})();
`;
