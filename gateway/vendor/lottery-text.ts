/**
 * Every text of the lottery vendor stand-in's betting page (LOTT and SEA) and of its script,
 * per page language, the rules included: the odds and the Big/Small boundary are filled in
 * from shared/lottery-rules.ts, so the page states what the settlement pays. English is the
 * fallback; `{name}` placeholders are filled by the script.
 */
import { BIG_FROM, LOTTERY_RULES, type LotteryPlayType } from '@shared/lottery-rules';
import { fill, NUMBER_LOCALE, type VendorLang } from './i18n';

export type LotteryTextKey =
  | 'title'
  | 'seaMode'
  | 'balance'
  | 'issue'
  | 'closesAt'
  | 'drawAt'
  | 'lastDraw'
  | 'secondsLeft'
  | 'closed'
  | 'slip'
  | 'play'
  | 'pick'
  | 'stake'
  | 'place'
  | 'myBets'
  | 'status'
  | 'payout'
  | 'noBets'
  | 'playDIGIT'
  | 'playBIGSMALL'
  | 'pickBIG'
  | 'pickSMALL'
  | 'ruleDIGIT'
  | 'ruleBIGSMALL'
  | 'statusOpen'
  | 'statusWon'
  | 'statusLost'
  | 'placed'
  | 'errIssueClosed'
  | 'errInProgress'
  | 'errTicket'
  | 'errSession'
  | 'errFunds'
  | 'errLossLimit'
  | 'errExcluded'
  | 'errMaintenance'
  | 'errGame'
  | 'errBet'
  | 'errFailed';

export const LOTTERY_TEXT: Record<VendorLang, Record<LotteryTextKey, string>> = {
  en: {
    title: 'Lottery',
    seaMode: 'SEA lottery',
    balance: 'Balance',
    issue: 'Issue',
    closesAt: 'Betting closes at',
    drawAt: 'draw at',
    lastDraw: 'Last draw, issue {issue}: {numbers}',
    secondsLeft: '{n} s left',
    closed: 'closed',
    slip: 'Bet slip',
    play: 'Play',
    pick: 'Pick',
    stake: 'Stake',
    place: 'Place bet',
    myBets: 'My bets',
    status: 'Status',
    payout: 'Payout',
    noBets: 'No bets yet.',
    playDIGIT: 'Last digit',
    playBIGSMALL: 'Big / Small',
    pickBIG: 'Big',
    pickSMALL: 'Small',
    ruleDIGIT: 'Last digit: pick one digit; you win when the last digit of the fifth drawn number is your digit. Pays {odds}x the stake.',
    ruleBIGSMALL: 'Big / Small: the sum of the five drawn numbers is Big from {bigFrom} up, else Small. Pays {odds}x the stake.',
    statusOpen: 'Open',
    statusWon: 'Won',
    statusLost: 'Lost',
    placed: 'Bet placed on issue {issue}: {pick}, stake {stake}.',
    errIssueClosed: 'Betting on this issue has closed. Please bet on the next issue.',
    errInProgress: 'This bet is being placed. Please wait.',
    errTicket: 'This game link has expired. Please launch the game again.',
    errSession: 'The game session has expired. Please launch the game again.',
    errFunds: 'Insufficient balance.',
    errLossLimit: 'A loss limit you set has been reached: no more stakes for now.',
    errExcluded: 'You are on a break or self-excluded: no stakes until it ends.',
    errMaintenance: 'This game is under maintenance.',
    errGame: 'This lottery game is not available.',
    errBet: 'This bet was refused. Check the pick and the stake and try again.',
    errFailed: 'Something went wrong. Please try again.',
  },
  vi: {
    title: 'Xổ số',
    seaMode: 'Xổ số SEA',
    balance: 'Số dư',
    issue: 'Kỳ',
    closesAt: 'Ngừng nhận cược lúc',
    drawAt: 'quay thưởng lúc',
    lastDraw: 'Kết quả gần nhất, kỳ {issue}: {numbers}',
    secondsLeft: 'còn {n} giây',
    closed: 'đã đóng',
    slip: 'Phiếu cược',
    play: 'Kiểu chơi',
    pick: 'Lựa chọn',
    stake: 'Tiền cược',
    place: 'Đặt cược',
    myBets: 'Cược của tôi',
    status: 'Trạng thái',
    payout: 'Tiền thưởng',
    noBets: 'Chưa có cược nào.',
    playDIGIT: 'Số cuối',
    playBIGSMALL: 'Tài / Xỉu',
    pickBIG: 'Tài',
    pickSMALL: 'Xỉu',
    ruleDIGIT: 'Số cuối: chọn một chữ số; bạn thắng khi chữ số cuối của số thứ năm được quay trùng với chữ số của bạn. Trả {odds} lần tiền cược.',
    ruleBIGSMALL: 'Tài / Xỉu: tổng năm số được quay là Tài khi từ {bigFrom} trở lên, ngược lại là Xỉu. Trả {odds} lần tiền cược.',
    statusOpen: 'Chờ kết quả',
    statusWon: 'Thắng',
    statusLost: 'Thua',
    placed: 'Đã đặt cược kỳ {issue}: {pick}, tiền cược {stake}.',
    errIssueClosed: 'Kỳ này đã ngừng nhận cược. Vui lòng đặt cược cho kỳ tiếp theo.',
    errInProgress: 'Cược này đang được xử lý. Vui lòng chờ.',
    errTicket: 'Liên kết trò chơi đã hết hạn. Vui lòng mở lại trò chơi.',
    errSession: 'Phiên chơi đã hết hạn. Vui lòng mở lại trò chơi.',
    errFunds: 'Số dư không đủ.',
    errLossLimit: 'Bạn đã chạm giới hạn thua lỗ đã đặt: tạm thời không thể đặt cược thêm.',
    errExcluded: 'Bạn đang tạm nghỉ hoặc tự loại trừ: không thể đặt cược cho đến khi kết thúc.',
    errMaintenance: 'Trò chơi đang bảo trì.',
    errGame: 'Trò chơi xổ số này không khả dụng.',
    errBet: 'Cược bị từ chối. Hãy kiểm tra lựa chọn và tiền cược rồi thử lại.',
    errFailed: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  },
  cn: {
    title: '彩票',
    seaMode: 'SEA 彩票',
    balance: '余额',
    issue: '期号',
    closesAt: '截止投注时间',
    drawAt: '开奖时间',
    lastDraw: '上期开奖，第 {issue} 期：{numbers}',
    secondsLeft: '剩余 {n} 秒',
    closed: '已截止',
    slip: '投注单',
    play: '玩法',
    pick: '选号',
    stake: '投注额',
    place: '确认投注',
    myBets: '我的投注',
    status: '状态',
    payout: '派彩',
    noBets: '暂无投注。',
    playDIGIT: '尾数',
    playBIGSMALL: '大 / 小',
    pickBIG: '大',
    pickSMALL: '小',
    ruleDIGIT: '尾数：选择一个数字；第五个开奖号码的尾数与您的数字相同即中奖。赔付投注额的 {odds} 倍。',
    ruleBIGSMALL: '大 / 小：五个开奖号码之和达到 {bigFrom} 及以上为大，否则为小。赔付投注额的 {odds} 倍。',
    statusOpen: '待开奖',
    statusWon: '已中奖',
    statusLost: '未中奖',
    placed: '已投注第 {issue} 期：{pick}，投注额 {stake}。',
    errIssueClosed: '本期已截止投注，请投注下一期。',
    errInProgress: '该投注正在处理中，请稍候。',
    errTicket: '游戏链接已过期，请重新启动游戏。',
    errSession: '游戏会话已过期，请重新启动游戏。',
    errFunds: '余额不足。',
    errLossLimit: '已达到您设置的亏损限额：暂时无法继续下注。',
    errExcluded: '您正在休息或已自我排除：结束前无法下注。',
    errMaintenance: '该游戏正在维护中。',
    errGame: '该彩票游戏不可用。',
    errBet: '投注被拒绝，请检查选号和投注额后重试。',
    errFailed: '出现错误，请重试。',
  },
  th: {
    title: 'หวย',
    seaMode: 'หวย SEA',
    balance: 'ยอดเงิน',
    issue: 'งวด',
    closesAt: 'ปิดรับแทงเวลา',
    drawAt: 'ออกผลเวลา',
    lastDraw: 'ผลล่าสุด งวด {issue}: {numbers}',
    secondsLeft: 'เหลือ {n} วินาที',
    closed: 'ปิดแล้ว',
    slip: 'โพยเดิมพัน',
    play: 'ประเภท',
    pick: 'ตัวเลือก',
    stake: 'จำนวนเงิน',
    place: 'วางเดิมพัน',
    myBets: 'การเดิมพันของฉัน',
    status: 'สถานะ',
    payout: 'เงินรางวัล',
    noBets: 'ยังไม่มีการเดิมพัน',
    playDIGIT: 'เลขท้าย',
    playBIGSMALL: 'สูง / ต่ำ',
    pickBIG: 'สูง',
    pickSMALL: 'ต่ำ',
    ruleDIGIT: 'เลขท้าย: เลือกหนึ่งหลัก คุณชนะเมื่อหลักสุดท้ายของเลขที่ออกตัวที่ห้าตรงกับหลักที่เลือก จ่าย {odds} เท่าของเงินเดิมพัน',
    ruleBIGSMALL: 'สูง / ต่ำ: ผลรวมของเลขที่ออกทั้งห้าตัวเป็นสูงเมื่อตั้งแต่ {bigFrom} ขึ้นไป มิฉะนั้นเป็นต่ำ จ่าย {odds} เท่าของเงินเดิมพัน',
    statusOpen: 'รอผล',
    statusWon: 'ชนะ',
    statusLost: 'แพ้',
    placed: 'วางเดิมพันงวด {issue} แล้ว: {pick} เงินเดิมพัน {stake}',
    errIssueClosed: 'งวดนี้ปิดรับแทงแล้ว โปรดแทงงวดถัดไป',
    errInProgress: 'กำลังดำเนินการเดิมพันนี้ โปรดรอสักครู่',
    errTicket: 'ลิงก์เกมหมดอายุแล้ว โปรดเปิดเกมอีกครั้ง',
    errSession: 'เซสชันเกมหมดอายุแล้ว โปรดเปิดเกมอีกครั้ง',
    errFunds: 'ยอดเงินไม่เพียงพอ',
    errLossLimit: 'ถึงวงเงินขาดทุนที่คุณตั้งไว้แล้ว: ไม่สามารถวางเดิมพันเพิ่มได้ในขณะนี้',
    errExcluded: 'คุณอยู่ในช่วงพักหรือได้แยกตัวเองออก: ไม่สามารถวางเดิมพันได้จนกว่าจะสิ้นสุด',
    errMaintenance: 'เกมนี้กำลังปิดปรับปรุง',
    errGame: 'เกมหวยนี้ไม่พร้อมใช้งาน',
    errBet: 'การเดิมพันถูกปฏิเสธ โปรดตรวจสอบตัวเลือกและจำนวนเงินแล้วลองอีกครั้ง',
    errFailed: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
  },
  id: {
    title: 'Lotre',
    seaMode: 'Lotre SEA',
    balance: 'Saldo',
    issue: 'Periode',
    closesAt: 'Taruhan ditutup pukul',
    drawAt: 'undian pukul',
    lastDraw: 'Undian terakhir, periode {issue}: {numbers}',
    secondsLeft: '{n} dtk lagi',
    closed: 'ditutup',
    slip: 'Slip taruhan',
    play: 'Jenis',
    pick: 'Pilihan',
    stake: 'Nominal',
    place: 'Pasang taruhan',
    myBets: 'Taruhan saya',
    status: 'Status',
    payout: 'Pembayaran',
    noBets: 'Belum ada taruhan.',
    playDIGIT: 'Angka terakhir',
    playBIGSMALL: 'Besar / Kecil',
    pickBIG: 'Besar',
    pickSMALL: 'Kecil',
    ruleDIGIT:
      'Angka terakhir: pilih satu angka; Anda menang bila angka terakhir dari nomor kelima yang diundi sama dengan angka Anda. Membayar {odds}x taruhan.',
    ruleBIGSMALL: 'Besar / Kecil: jumlah kelima nomor yang diundi adalah Besar mulai {bigFrom} ke atas, selain itu Kecil. Membayar {odds}x taruhan.',
    statusOpen: 'Menunggu',
    statusWon: 'Menang',
    statusLost: 'Kalah',
    placed: 'Taruhan dipasang pada periode {issue}: {pick}, nominal {stake}.',
    errIssueClosed: 'Taruhan untuk periode ini sudah ditutup. Silakan bertaruh pada periode berikutnya.',
    errInProgress: 'Taruhan ini sedang diproses. Mohon tunggu.',
    errTicket: 'Tautan permainan ini sudah kedaluwarsa. Silakan buka permainan lagi.',
    errSession: 'Sesi permainan sudah berakhir. Silakan buka permainan lagi.',
    errFunds: 'Saldo tidak cukup.',
    errLossLimit: 'Batas kerugian yang Anda atur telah tercapai: untuk saat ini tidak bisa bertaruh lagi.',
    errExcluded: 'Anda sedang rehat atau mengecualikan diri: tidak bisa bertaruh sampai masa itu berakhir.',
    errMaintenance: 'Permainan ini sedang dalam pemeliharaan.',
    errGame: 'Permainan lotre ini tidak tersedia.',
    errBet: 'Taruhan ditolak. Periksa pilihan dan nominal lalu coba lagi.',
    errFailed: 'Terjadi kesalahan. Silakan coba lagi.',
  },
};

/** The error text of a lottery API answer code (the page never shows the API's English message). */
export const LOTTERY_ERROR_KEYS: Record<string, LotteryTextKey> = {
  ISSUE_CLOSED: 'errIssueClosed',
  BET_IN_PROGRESS: 'errInProgress',
  TICKET_INVALID: 'errTicket',
  NOT_LOGGED_IN: 'errSession',
  INSUFFICIENT_FUNDS: 'errFunds',
  LOSS_LIMIT_REACHED: 'errLossLimit',
  SELF_EXCLUDED: 'errExcluded',
  GAME_MAINTENANCE: 'errMaintenance',
  NOT_FOUND: 'errGame',
  BAD_REQUEST: 'errBet',
};

/** A play type's rule as the page states it, its odds and boundary taken from the rules module. */
export const lotteryRuleText = (lang: VendorLang, playType: LotteryPlayType) =>
  fill(LOTTERY_TEXT[lang][playType === 'DIGIT' ? 'ruleDIGIT' : 'ruleBIGSMALL'], {
    odds: new Intl.NumberFormat(NUMBER_LOCALE[lang]).format(LOTTERY_RULES[playType].odds),
    bigFrom: new Intl.NumberFormat(NUMBER_LOCALE[lang]).format(BIG_FROM),
  });
