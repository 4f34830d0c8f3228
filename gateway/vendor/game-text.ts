/**
 * Every text of the vendor stand-in's game page (slot and dice) and of its script, per page
 * language. English is the fallback; `{name}` placeholders are filled by the script.
 */
import type { VendorLang } from './i18n';

export type GameTextKey =
  | 'title'
  | 'balance'
  | 'bet'
  | 'clientSeed'
  | 'play'
  | 'spin'
  | 'roll'
  | 'fairTitle'
  | 'nextHash'
  | 'lastRound'
  | 'nonce'
  | 'seedRevealed'
  | 'hashBefore'
  | 'verify'
  | 'verified'
  | 'mismatch'
  | 'result'
  | 'errTicket'
  | 'errSession'
  | 'errFunds'
  | 'errLossLimit'
  | 'errExcluded'
  | 'errMaintenance'
  | 'errGame'
  | 'errBet'
  | 'errFailed';

export const GAME_TEXT: Record<VendorLang, Record<GameTextKey, string>> = {
  en: {
    title: 'Game',
    balance: 'Balance',
    bet: 'Bet',
    clientSeed: 'Client seed',
    play: 'Play',
    spin: 'Spin',
    roll: 'Roll',
    fairTitle: 'Provably fair',
    nextHash: 'Next round server seed hash (SHA-256):',
    lastRound: 'Last round',
    nonce: 'nonce',
    seedRevealed: 'Server seed (revealed):',
    hashBefore: 'Its hash before the round:',
    verify: 'Verify',
    verified: 'Verified: the seed matches its hash and gives this result.',
    mismatch: 'Mismatch: this result cannot be reproduced.',
    result: 'Bet {bet} · Win {win} · {net}',
    errTicket: 'This game link has expired. Please launch the game again.',
    errSession: 'The game session has expired. Please launch the game again.',
    errFunds: 'Insufficient balance.',
    errLossLimit: 'A loss limit you set has been reached: no more stakes for now.',
    errExcluded: 'You are on a break or self-excluded: no stakes until it ends.',
    errMaintenance: 'This game is under maintenance.',
    errGame: 'This game or round is not available.',
    errBet: 'This bet was refused. Choose another bet and try again.',
    errFailed: 'Something went wrong. Please try again.',
  },
  vi: {
    title: 'Trò chơi',
    balance: 'Số dư',
    bet: 'Mức cược',
    clientSeed: 'Hạt giống người chơi',
    play: 'Chơi',
    spin: 'Quay',
    roll: 'Gieo',
    fairTitle: 'Công bằng có thể kiểm chứng',
    nextHash: 'Mã băm hạt giống máy chủ của ván tới (SHA-256):',
    lastRound: 'Ván trước',
    nonce: 'số nonce',
    seedRevealed: 'Hạt giống máy chủ (đã công bố):',
    hashBefore: 'Mã băm của nó trước ván:',
    verify: 'Kiểm chứng',
    verified: 'Đã kiểm chứng: hạt giống khớp với mã băm và cho ra đúng kết quả này.',
    mismatch: 'Không khớp: không thể tái tạo kết quả này.',
    result: 'Cược {bet} · Thắng {win} · {net}',
    errTicket: 'Liên kết trò chơi đã hết hạn. Vui lòng mở lại trò chơi.',
    errSession: 'Phiên chơi đã hết hạn. Vui lòng mở lại trò chơi.',
    errFunds: 'Số dư không đủ.',
    errLossLimit: 'Bạn đã chạm giới hạn thua lỗ đã đặt: tạm thời không thể đặt cược thêm.',
    errExcluded: 'Bạn đang tạm nghỉ hoặc tự loại trừ: không thể đặt cược cho đến khi kết thúc.',
    errMaintenance: 'Trò chơi đang bảo trì.',
    errGame: 'Trò chơi hoặc ván này không khả dụng.',
    errBet: 'Mức cược bị từ chối. Hãy chọn mức cược khác và thử lại.',
    errFailed: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  },
  cn: {
    title: '游戏',
    balance: '余额',
    bet: '投注',
    clientSeed: '客户端种子',
    play: '开始',
    spin: '旋转',
    roll: '掷骰',
    fairTitle: '可验证公平',
    nextHash: '下一局服务器种子哈希 (SHA-256)：',
    lastRound: '上一局',
    nonce: '随机数',
    seedRevealed: '服务器种子（已公开）：',
    hashBefore: '本局前公布的哈希：',
    verify: '验证',
    verified: '已验证：种子与其哈希一致，并得出此结果。',
    mismatch: '不一致：无法重现此结果。',
    result: '投注 {bet} · 赢得 {win} · {net}',
    errTicket: '游戏链接已过期，请重新启动游戏。',
    errSession: '游戏会话已过期，请重新启动游戏。',
    errFunds: '余额不足。',
    errLossLimit: '已达到您设置的亏损限额：暂时无法继续下注。',
    errExcluded: '您正在休息或已自我排除：结束前无法下注。',
    errMaintenance: '该游戏正在维护中。',
    errGame: '该游戏或该局不可用。',
    errBet: '投注被拒绝，请选择其他投注后重试。',
    errFailed: '出现错误，请重试。',
  },
  th: {
    title: 'เกม',
    balance: 'ยอดเงิน',
    bet: 'เดิมพัน',
    clientSeed: 'ซีดของผู้เล่น',
    play: 'เล่น',
    spin: 'หมุน',
    roll: 'ทอย',
    fairTitle: 'ตรวจสอบความยุติธรรมได้',
    nextHash: 'แฮชซีดของเซิร์ฟเวอร์รอบถัดไป (SHA-256):',
    lastRound: 'รอบที่แล้ว',
    nonce: 'ค่า nonce',
    seedRevealed: 'ซีดของเซิร์ฟเวอร์ (เปิดเผยแล้ว):',
    hashBefore: 'แฮชก่อนเริ่มรอบ:',
    verify: 'ตรวจสอบ',
    verified: 'ตรวจสอบแล้ว: ซีดตรงกับแฮชและให้ผลลัพธ์นี้',
    mismatch: 'ไม่ตรงกัน: ไม่สามารถสร้างผลลัพธ์นี้ซ้ำได้',
    result: 'เดิมพัน {bet} · ชนะ {win} · {net}',
    errTicket: 'ลิงก์เกมหมดอายุแล้ว โปรดเปิดเกมอีกครั้ง',
    errSession: 'เซสชันเกมหมดอายุแล้ว โปรดเปิดเกมอีกครั้ง',
    errFunds: 'ยอดเงินไม่เพียงพอ',
    errLossLimit: 'ถึงวงเงินขาดทุนที่คุณตั้งไว้แล้ว: ไม่สามารถวางเดิมพันเพิ่มได้ในขณะนี้',
    errExcluded: 'คุณอยู่ในช่วงพักหรือได้แยกตัวเองออก: ไม่สามารถวางเดิมพันได้จนกว่าจะสิ้นสุด',
    errMaintenance: 'เกมนี้กำลังปิดปรับปรุง',
    errGame: 'เกมหรือรอบนี้ไม่พร้อมใช้งาน',
    errBet: 'การเดิมพันถูกปฏิเสธ โปรดเลือกเดิมพันอื่นแล้วลองอีกครั้ง',
    errFailed: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
  },
  id: {
    title: 'Permainan',
    balance: 'Saldo',
    bet: 'Taruhan',
    clientSeed: 'Seed pemain',
    play: 'Main',
    spin: 'Putar',
    roll: 'Lempar',
    fairTitle: 'Adil dan dapat dibuktikan',
    nextHash: 'Hash seed server ronde berikutnya (SHA-256):',
    lastRound: 'Ronde terakhir',
    nonce: 'nonce',
    seedRevealed: 'Seed server (dibuka):',
    hashBefore: 'Hash-nya sebelum ronde:',
    verify: 'Verifikasi',
    verified: 'Terverifikasi: seed cocok dengan hash-nya dan menghasilkan hasil ini.',
    mismatch: 'Tidak cocok: hasil ini tidak dapat direproduksi.',
    result: 'Taruhan {bet} · Menang {win} · {net}',
    errTicket: 'Tautan permainan ini sudah kedaluwarsa. Silakan buka permainan lagi.',
    errSession: 'Sesi permainan sudah berakhir. Silakan buka permainan lagi.',
    errFunds: 'Saldo tidak cukup.',
    errLossLimit: 'Batas kerugian yang Anda atur telah tercapai: untuk saat ini tidak bisa bertaruh lagi.',
    errExcluded: 'Anda sedang rehat atau mengecualikan diri: tidak bisa bertaruh sampai masa itu berakhir.',
    errMaintenance: 'Permainan ini sedang dalam pemeliharaan.',
    errGame: 'Permainan atau ronde ini tidak tersedia.',
    errBet: 'Taruhan ditolak. Pilih taruhan lain dan coba lagi.',
    errFailed: 'Terjadi kesalahan. Silakan coba lagi.',
  },
};

/** The error text of a vendor API answer code (the page never shows the API's English message). */
export const GAME_ERROR_KEYS: Record<string, GameTextKey> = {
  TICKET_INVALID: 'errTicket',
  NOT_LOGGED_IN: 'errSession',
  INSUFFICIENT_FUNDS: 'errFunds',
  LOSS_LIMIT_REACHED: 'errLossLimit',
  SELF_EXCLUDED: 'errExcluded',
  GAME_MAINTENANCE: 'errMaintenance',
  NOT_FOUND: 'errGame',
  BAD_REQUEST: 'errBet',
};
