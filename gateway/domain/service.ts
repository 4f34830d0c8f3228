/** Help topics, winners and the gateway's own service pages (live chat, VIP service, chat room). */
import type { HelpTopic, Winner } from '@shared/api/content';
import { CHAT_LOGOUT_MESSAGE } from '@shared/api/content';
import type { HelpTopicRow, RoundWinRow, WinnerRow } from '../db/queries/service';
import { languageOf } from '../lib/language';
import { maskUsername } from './play';

export const toHelpTopic = (row: HelpTopicRow): HelpTopic => ({ id: row.id, category: row.category, title: row.title, content: row.content });

export const toWinner = (row: WinnerRow): Winner => ({
  id: row.id,
  player: row.player,
  gameName: row.game_name,
  vassalage: row.vassalage,
  amount: row.amount,
  wonAt: row.won_at,
});

/**
 * The home winners board (GET /wps/winnerBoard): the latest real wins first, so home and the
 * game centre agree, topped up with the operator's seeded rows while there are fewer real
 * wins than asked. Usernames are masked. A round answers its row number as id and a seeded
 * row its id negated, so the two never share an id.
 */
export function winnerBoard(rounds: readonly RoundWinRow[], seeded: readonly WinnerRow[], count: number): Winner[] {
  const real = rounds.slice(0, count).map((r) => ({
    id: r.id,
    player: maskUsername(r.username),
    gameName: r.game_name,
    vassalage: r.vassalage,
    amount: r.amount,
    wonAt: r.won_at,
  }));
  return [...real, ...seeded.slice(0, count - real.length).map((r) => ({ ...toWinner(r), id: -r.id }))];
}

/** Chat tickets live this long before the page is opened. */
export const CHAT_TICKET_TTL_MS = 10 * 60_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The languages the gateway's own pages are written in; TY reads Vietnamese. */
export type PageLang = 'en' | 'vi' | 'cn' | 'th' | 'id';
/** What the chat host says in the room, in the room's language; unread until the member first opens the chat. */
const ROOM_MESSAGES: Record<PageLang, readonly string[]> = {
  en: ['Welcome to the chat room!', 'Our hosts answer within a minute.'],
  vi: ['Chào mừng bạn đến phòng trò chuyện!', 'Người dẫn phòng sẽ trả lời trong vòng một phút.'],
  cn: ['欢迎来到聊天室！', '主持人将在一分钟内回复。'],
  th: ['ยินดีต้อนรับสู่ห้องแชท!', 'โฮสต์จะตอบกลับภายในหนึ่งนาที'],
  id: ['Selamat datang di ruang obrolan!', 'Host kami menjawab dalam satu menit.'],
};
export const roomMessages = (lang: PageLang) => ROOM_MESSAGES[lang];
export const ROOM_MESSAGE_COUNT = ROOM_MESSAGES.en.length;

const TEXT: Record<PageLang, Record<'livechat' | 'vip' | 'liveIntro' | 'vipIntro' | 'send' | 'message' | 'logout' | 'expired', string>> = {
  en: {
    livechat: 'Live chat',
    vip: 'VIP service',
    liveIntro: 'An agent will be with you shortly.',
    vipIntro: 'Your personal VIP manager is online.',
    send: 'Send',
    message: 'Message',
    logout: 'Log out',
    expired: 'This chat link has expired. Close the window and open the chat again.',
  },
  vi: {
    livechat: 'Hỗ trợ trực tuyến',
    vip: 'Dịch vụ VIP',
    liveIntro: 'Nhân viên sẽ hỗ trợ bạn ngay.',
    vipIntro: 'Quản lý VIP riêng của bạn đang trực tuyến.',
    send: 'Gửi',
    message: 'Tin nhắn',
    logout: 'Đăng xuất',
    expired: 'Liên kết trò chuyện đã hết hạn. Hãy đóng cửa sổ và mở lại.',
  },
  cn: {
    livechat: '在线客服',
    vip: 'VIP 服务',
    liveIntro: '客服人员将很快为您服务。',
    vipIntro: '您的专属 VIP 经理在线。',
    send: '发送',
    message: '消息',
    logout: '退出登录',
    expired: '此聊天链接已过期。请关闭窗口后重新打开聊天。',
  },
  th: {
    livechat: 'แชทสด',
    vip: 'บริการ VIP',
    liveIntro: 'เจ้าหน้าที่จะให้บริการคุณในไม่ช้า',
    vipIntro: 'ผู้จัดการ VIP ส่วนตัวของคุณออนไลน์อยู่',
    send: 'ส่ง',
    message: 'ข้อความ',
    logout: 'ออกจากระบบ',
    expired: 'ลิงก์แชทนี้หมดอายุแล้ว ปิดหน้าต่างแล้วเปิดแชทอีกครั้ง',
  },
  id: {
    livechat: 'Obrolan langsung',
    vip: 'Layanan VIP',
    liveIntro: 'Agen kami akan segera melayani Anda.',
    vipIntro: 'Manajer VIP pribadi Anda sedang online.',
    send: 'Kirim',
    message: 'Pesan',
    logout: 'Keluar',
    expired: 'Tautan obrolan ini sudah kedaluwarsa. Tutup jendela dan buka obrolan lagi.',
  },
};
/** A page's language from a language code (unknown: English; TY: Vietnamese). */
export const pageLang = (lang: string | undefined): PageLang => {
  const asked = languageOf(lang);
  return asked === 'ty' ? 'vi' : asked;
};
const HTML_LANG: Record<PageLang, string> = { en: 'en', vi: 'vi', cn: 'zh-CN', th: 'th', id: 'id' };

function page(lang: PageLang, title: string, headerColor: string, body: string, script = ''): string {
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#f4f5fb;color:#1b1b2f}header{background:${headerColor};color:#fff;padding:12px 16px}
h1{margin:0;font-size:18px}main{padding:16px}ol{list-style:none;padding:0;margin:0 0 12px}li{background:#fff;border-radius:8px;padding:8px 12px;margin-bottom:8px}
form{display:flex;gap:8px}input{flex:1;padding:8px;border:1px solid #ccd;border-radius:6px}button{padding:8px 14px;border:0;border-radius:6px;background:${headerColor};color:#fff;cursor:pointer}</style>
</head><body>${body}${script}</body></html>`;
}

/** The live-chat or VIP-service page a customer-service popup lands on. */
export function servicePage(kind: 'livechat' | 'vip', brandName: string, lang: PageLang): string {
  const t = TEXT[lang];
  const title = `${t[kind]} · ${brandName}`;
  return page(
    lang,
    title,
    kind === 'vip' ? '#7a5a00' : '#262743',
    `<header><h1>${escapeHtml(title)}</h1></header><main><p>${kind === 'vip' ? t.vipIntro : t.liveIntro}</p></main>`,
  );
}

/**
 * The chat room framed by the portal. Its log-out button asks the portal window to log
 * the player out (docs/product.md 4); the portal checks the message's origin.
 */
export function chatRoomPage(title: string, headerColor: string, lang: PageLang, messages: readonly string[]): string {
  const t = TEXT[lang];
  const body = `<header><h1>${escapeHtml(title)}</h1></header><main>
<ol id="log">${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ol>
<form id="say"><label for="text" style="position:absolute;left:-9999px">${t.message}</label><input id="text" autocomplete="off"><button type="submit">${t.send}</button></form>
<p><button type="button" id="logout">${t.logout}</button></p></main>`;
  const script = `<script>
document.getElementById('say').addEventListener('submit', function (e) {
  e.preventDefault();
  var input = document.getElementById('text');
  if (!input.value.trim()) return;
  var li = document.createElement('li'); li.textContent = input.value; document.getElementById('log').appendChild(li); input.value = '';
});
document.getElementById('logout').addEventListener('click', function () {
  if (window.parent !== window) window.parent.postMessage({ type: ${JSON.stringify(CHAT_LOGOUT_MESSAGE)} }, '*');
});
</script>`;
  return page(lang, title, headerColor, body, script);
}

export function expiredChatPage(lang: PageLang): string {
  return page(lang, TEXT[lang].livechat, '#262743', `<main><p>${TEXT[lang].expired}</p></main>`);
}
