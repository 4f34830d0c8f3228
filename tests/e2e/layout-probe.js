/* In-page geometry of the layout e2e test (loaded with page.addScriptTag; plain browser JavaScript). */
(() => {
  /** Tappable things, by kind. */
  const KINDS = {
    floating: '.floating-service button',
    card: 'main article',
    header: 'header a, header button',
    tabbar: '.tab-bar a, .tab-bar button',
    popupClose: '[data-testid="popup-notice"] button',
  };
  const labelOf = (el) => (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40);
  const shown = (el) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    return el.getClientRects().length > 0;
  };
  const staysPut = (el) => !!el && ['fixed', 'sticky'].includes(getComputedStyle(el).position);

  /**
   * Bars that stay put over the scrolling page: the header (sticky), the tab bar and the popup
   * notice's sheet. A game card under one of them is hidden there, as under any fixed bar:
   * only the part of a card outside them counts, when a bar spans the card's whole width.
   */
  function bars() {
    const found = [];
    for (const selector of ['header.header', '.tab-bar', '[data-testid="popup-notice"]']) {
      const el = document.querySelector(selector);
      if (el && shown(el) && staysPut(el)) found.push(el.getBoundingClientRect());
    }
    return found;
  }

  /** A card's box less the bars that span its width (from the top or the bottom of the screen). */
  function visiblePart(r, vh) {
    let { y, bottom } = r;
    for (const bar of bars()) {
      if (bar.left > r.x + 0.5 || bar.right < r.right - 0.5) continue;
      if (bar.top + bar.height / 2 < vh / 2) y = Math.max(y, bar.bottom);
      else bottom = Math.min(bottom, bar.top);
    }
    return { ...r, y, bottom };
  }

  /** The visible boxes of the tappable things now (cards less the bars over them). */
  function boxes() {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const out = [];
    for (const [kind, selector] of Object.entries(KINDS)) {
      for (const el of document.querySelectorAll(selector)) {
        if (!shown(el)) continue;
        const b = el.getBoundingClientRect();
        let r = { x: b.left, y: b.top, right: b.right, bottom: b.bottom };
        if (kind === 'card') r = visiblePart(r, vh);
        r = { x: Math.max(r.x, 0), y: Math.max(r.y, 0), right: Math.min(r.right, vw), bottom: Math.min(r.bottom, vh) };
        if (r.right - r.x < 1 || r.bottom - r.y < 1) continue;
        out.push({ kind, label: labelOf(el), x: r.x, y: r.y, width: r.right - r.x, height: r.bottom - r.y });
      }
    }
    return out;
  }

  /**
   * Header links and buttons that are clipped: their text overflows them (an ellipsis), or a
   * part of them lies outside the viewport or outside an ancestor that hides overflow. One
   * wholly hidden (moved into a closed menu) is not clipped.
   */
  function clippedHeaderItems() {
    const found = [];
    const vw = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll('header a, header button')) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const label = labelOf(el);
      if (el.scrollWidth > el.clientWidth + 1) found.push(`"${label}" overflows itself (${el.scrollWidth} > ${el.clientWidth})`);
      if (r.left < -0.5 || r.right > vw + 0.5) found.push(`"${label}" leaves the viewport`);
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = p.getBoundingClientRect();
        if (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) {
          found.push(`"${label}" is cut by ${p.tagName.toLowerCase()}.${p.className}`);
          break;
        }
      }
    }
    return found;
  }

  /** The first game card's box in the page at scroll 0, and the height left above the tab bar. */
  function firstCard() {
    const card = document.querySelector('main article');
    const tabBar = document.querySelector('.tab-bar');
    const limit = tabBar && shown(tabBar) ? tabBar.getBoundingClientRect().top : window.innerHeight;
    if (!card) return null;
    const r = card.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, limit };
  }

  /**
   * What the popup notice's sheet covers at scroll 0: header actions, tab bar items, the
   * floating service and the page's first action (the first link or button of main).
   */
  function popupCovers() {
    const sheet = document.querySelector('[data-testid="popup-notice"]');
    if (!sheet || !shown(sheet)) return [];
    const s = sheet.getBoundingClientRect();
    const first = document.querySelector('main a[href], main button');
    const targets = [...document.querySelectorAll('header a, header button, .tab-bar a, .tab-bar button, .floating-service button'), ...(first ? [first] : [])];
    const found = [];
    for (const el of targets) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      const w = Math.min(r.right, s.right) - Math.max(r.left, s.left);
      const h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
      if (w > 1 && h > 1) found.push(labelOf(el));
    }
    return found;
  }

  /** The header's actions outside its category navigation whose middles are not on the logo's row. */
  function offRowHeaderItems() {
    const logo = document.querySelector('header .header-logo');
    if (!logo) return ['no logo'];
    const l = logo.getBoundingClientRect();
    const middle = (r) => (r.top + r.bottom) / 2;
    const found = [];
    for (const el of document.querySelectorAll('header a, header button')) {
      if (!shown(el) || el.closest('nav')) continue;
      const r = el.getBoundingClientRect();
      if (Math.abs(middle(r) - middle(l)) > 8) found.push(labelOf(el));
    }
    return found;
  }

  /**
   * The open dialog at its current scroll: whether the tab bar or the floating service lies over
   * any part of its box, and every line, field or button of its content (in the screen) whose
   * middle shows something else than the dialog there (something drawn over it).
   */
  function dialogCovered() {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) return ['no open dialog'];
    const d = dialog.getBoundingClientRect();
    const found = [];
    for (const selector of ['.tab-bar', '.floating-service']) {
      const el = document.querySelector(selector);
      if (!el || !shown(el)) continue;
      const r = el.getBoundingClientRect();
      const w = Math.min(r.right, d.right) - Math.max(r.left, d.left);
      const h = Math.min(r.bottom, d.bottom) - Math.max(r.top, d.top);
      if (w > 1 && h > 1) found.push(`${selector} lies over the dialog's box (${Math.round(w)}x${Math.round(h)} px)`);
    }
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    for (const el of dialog.querySelectorAll('button, a[href], input, select, textarea, label, p, li, h2, h3, td, th')) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      const x = (r.left + r.right) / 2;
      const y = (r.top + r.bottom) / 2;
      // outside the dialog's scrolled window or the screen: not on show, nothing to cover
      if (x < Math.max(d.left, 0) || x > Math.min(d.right, vw) || y < Math.max(d.top, 0) || y > Math.min(d.bottom, vh)) continue;
      const top = document.elementFromPoint(x, y);
      if (top && !dialog.contains(top)) found.push(`"${labelOf(el)}" is drawn over by ${top.tagName.toLowerCase()}.${top.className}`);
    }
    return found;
  }

  /** The open dialog's close button: its box and whether it is what shows at its middle. */
  function dialogClose() {
    const close = document.querySelector('dialog[open] .modal-head .modal-close');
    if (!close) return null;
    const r = close.getBoundingClientRect();
    const top = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    return { y: r.top, x: r.left, onTop: !!top && close.contains(top) };
  }

  /** The open centre's current menu entry lies whole within its menu's row and the dialog's window. */
  function currentEntryInSight() {
    const item = document.querySelector('dialog[open] .centre-menu [aria-current="page"]');
    const row = document.querySelector('dialog[open] .centre-menu ul');
    const dialog = document.querySelector('dialog[open]');
    if (!item || !row || !dialog) return 'no centre menu';
    const i = item.getBoundingClientRect();
    for (const el of [row, dialog]) {
      const c = el.getBoundingClientRect();
      if (i.left < c.left - 0.5 || i.right > c.right + 0.5 || i.top < c.top - 0.5 || i.bottom > c.bottom + 0.5)
        return `"${labelOf(item)}" lies outside ${el.tagName.toLowerCase()} (${Math.round(i.left)}..${Math.round(i.right)} of ${Math.round(c.left)}..${Math.round(c.right)})`;
    }
    return '';
  }

  window.__layoutProbe = { boxes, clippedHeaderItems, firstCard, popupCovers, offRowHeaderItems, dialogCovered, dialogClose, currentEntryInSight };
})();
