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

  window.__layoutProbe = { boxes, clippedHeaderItems, firstCard, popupCovers, offRowHeaderItems };
})();
