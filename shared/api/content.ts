/** Contract of the content calls (docs/product.md 7.3): help centre, winners board, chat, platform messages. */

/** GET /wps/system/helpCenter: one topic of the help centre; content is HTML (sanitise before showing). */
export interface HelpTopic {
  id: number;
  category: string;
  title: string;
  content: string;
}

/** GET /wps/winnerBoard: latest big wins, player names masked by the upstream. */
export interface Winner {
  id: number;
  player: string;
  gameName: string;
  vassalage: string;
  amount: number;
  /** epoch milliseconds */
  wonAt: number;
}

export interface ChatUrl {
  chatUrl: string;
}

/** GET /wps/relay/chat/message (token): docs/product.md 7.3 get chat message. */
export interface ChatMessageState {
  unReadCount: number;
}

/** GET /wps/relay/message/unread (token): unread platform messages, read as a number (docs/product.md 7.3). */
export type UnreadCount = number;

/** What the chat page posts to the portal window to log the player out (origin-checked). */
export const CHAT_LOGOUT_MESSAGE = 'chat:logout';
