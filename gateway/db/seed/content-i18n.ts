/**
 * Migration 0011: operator content in the page's language. A back office keeps one row per
 * translated field (kind, item, language, field) beside the items, whose own columns hold
 * the base (English) text; the gateway answers the asked language and falls back to the
 * base text field by field (gateway/db/queries/translations.ts). This file holds the demo
 * brands' translations into Vietnamese, Simplified Chinese, Thai and Indonesian; TY is the
 * Vietnamese-market brand language and gets the Vietnamese wording as its own rows.
 * Game and vendor names are proper names and stay as they are. Help topics keep their own
 * per-language table (0009); the languages it lacked are added here.
 *   npx tsx gateway/db/gen-seed.ts i18n > gateway/db/migrations/0011_content_i18n.sql
 */
import { insert, literal, type SqlValue } from './sql';

type Lang = 'vi' | 'cn' | 'th' | 'id';
/** One field's text in each translated language. */
type Texts = Record<Lang, string>;
type Kind = 'banner' | 'announcement' | 'marquee' | 'promotion' | 'point_item' | 'redemption' | 'message';

interface Item {
  kind: Kind;
  /** the item's key, or a SQL expression finding it (rows seeded without a fixed id) */
  key: string | number | { sql: string };
  fields: Record<string, Texts>;
}

const SCHEMA = `-- One row per translated field of an operator's content item. kind names the table
-- (banner, announcement, marquee, promotion, point_item, redemption, message), item_key the
-- item's id (marquee notices, which have none: '<merchant>:<sort>'), field the column.
-- The item's own columns are its base (English) text: a field without a row here keeps it.
-- TY is looked up before Vietnamese, so an operator may word TY apart from VI.
CREATE TABLE content_translations (
  kind TEXT NOT NULL CHECK (kind IN ('banner', 'announcement', 'marquee', 'promotion', 'point_item', 'redemption', 'message')),
  item_key TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('ty', 'vi', 'cn', 'th', 'id')),
  field TEXT NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (kind, item_key, language, field)
);
`;

// ---------------------------------------------------------------- marquee notices

const MARQUEE: Item[] = [
  {
    kind: 'marquee',
    key: 'DEMO:0',
    fields: {
      text: {
        vi: 'Chào mừng đến với Demo Club! Thành viên mới nhận thưởng 1000VND.',
        cn: '欢迎来到 Demo Club！新会员可获得 1000VND 奖金。',
        th: 'ยินดีต้อนรับสู่ Demo Club! สมาชิกใหม่รับโบนัส 1000VND',
        id: 'Selamat datang di Demo Club! Anggota baru mendapat bonus 1000VND.',
      },
    },
  },
  {
    kind: 'marquee',
    key: 'DEMO:1',
    fields: {
      text: {
        vi: 'SABA Sports bảo trì định kỳ vào thứ Hai hằng tuần từ 10:00 đến 12:00.',
        cn: 'SABA Sports 每周一 10:00-12:00 例行维护。',
        th: 'SABA Sports ปิดปรับปรุงตามกำหนดทุกวันจันทร์ เวลา 10:00-12:00 น.',
        id: 'Pemeliharaan terjadwal SABA Sports setiap Senin pukul 10:00-12:00.',
      },
    },
  },
  {
    kind: 'marquee',
    key: 'DEMO:2',
    fields: {
      text: {
        vi: 'Nạp tiền qua chuyển khoản ngân hàng nay được cộng trong vòng 3 phút.',
        cn: '银行转账存款现在 3 分钟内到账。',
        th: 'การฝากเงินผ่านการโอนธนาคารเข้าบัญชีภายใน 3 นาทีแล้ว',
        id: 'Deposit melalui transfer bank kini masuk dalam 3 menit.',
      },
    },
  },
  {
    kind: 'marquee',
    key: 'DEMO2:0',
    fields: {
      text: {
        vi: 'Lucky Star: quay mỗi ngày, thắng mỗi ngày.',
        cn: 'Lucky Star：天天旋转，天天赢。',
        th: 'Lucky Star: หมุนทุกวัน ชนะทุกวัน',
        id: 'Lucky Star: putar setiap hari, menang setiap hari.',
      },
    },
  },
];

// ---------------------------------------------------------------- banners (title = alt text)

const title = (vi: string, cn: string, th: string, id: string) => ({ title: { vi, cn, th, id } });

const DEMO_BANNERS: [number, ReturnType<typeof title>][] = [
  [1, title('Tuần lễ Slot', '老虎机周', 'สัปดาห์สล็อต', 'Pekan Slot')],
  [2, title('Thưởng chào mừng', '欢迎奖金', 'โบนัสต้อนรับ', 'Bonus Sambutan')],
  [3, title('Trò chơi của tuần', '本周游戏', 'เกมประจำสัปดาห์', 'Permainan Pekan Ini')],
  [4, title('Quay và thắng', '旋转赢大奖', 'หมุนแล้วชนะ', 'Putar dan Menang')],
  [5, title('Pragmatic rơi thưởng', 'Pragmatic 掉落奖励', 'Pragmatic แจกรางวัล', 'Hadiah Pragmatic')],
  [6, title('Baccarat trực tuyến', '真人百家乐', 'บาคาร่าสด', 'Baccarat Langsung')],
  [7, title('Bàn VIP', 'VIP 牌桌', 'โต๊ะ VIP', 'Meja VIP')],
  [8, title('Cơn sốt bắn cá', '捕鱼狂欢', 'มหกรรมยิงปลา', 'Demam Tembak Ikan')],
  [9, title('Cao thủ bài', '牌桌大师', 'เซียนไพ่', 'Master Kartu')],
  [10, title('Mùa bóng đá', '足球赛季', 'ฤดูกาลฟุตบอล', 'Musim Sepak Bola')],
  [11, title('Tăng thưởng cược xiên', '串关加码', 'เพิ่มรางวัลบอลสเต็ป', 'Bonus Parlay')],
  [12, title('Cúp thể thao điện tử', '电竞杯', 'ถ้วยอีสปอร์ต', 'Piala E-sports')],
  [13, title('Xổ số hằng ngày', '每日彩票', 'หวยรายวัน', 'Lotre Harian')],
  [14, title('Tải ứng dụng', '下载应用', 'ดาวน์โหลดแอป', 'Unduh Aplikasi')],
  [15, title('Tất cả khuyến mãi', '全部优惠', 'โปรโมชั่นทั้งหมด', 'Semua Promosi')],
  [16, title('Cửa hàng điểm', '积分商城', 'ร้านแลกแต้ม', 'Toko Poin')],
  [17, title('Trung tâm trợ giúp', '帮助中心', 'ศูนย์ช่วยเหลือ', 'Pusat Bantuan')],
  [18, title('Tham gia Demo Club', '加入 Demo Club', 'สมัครสมาชิก Demo Club', 'Gabung Demo Club')],
  [19, title('Trò chơi độc quyền', '自研原创游戏', 'เกมออริจินัลของเรา', 'Permainan Orisinal')],
];

/** Lucky Star's placeholder banners: one per lobby group, "Lucky Star <group>". */
const DEMO2_GROUPS: [number, Texts][] = [
  [103, { vi: 'Slot', cn: '老虎机', th: 'สล็อต', id: 'Slot' }],
  [104, { vi: 'Sòng bài trực tuyến', cn: '真人娱乐', th: 'คาสิโนสด', id: 'Kasino Langsung' }],
  [105, { vi: 'Bắn cá', cn: '捕鱼', th: 'ยิงปลา', id: 'Tembak Ikan' }],
  [106, { vi: 'Game bài', cn: '棋牌', th: 'ไพ่', id: 'Kartu' }],
  [107, { vi: 'Thể thao', cn: '体育', th: 'กีฬา', id: 'Olahraga' }],
  [108, { vi: 'Thể thao điện tử', cn: '电竞', th: 'อีสปอร์ต', id: 'E-sports' }],
  [109, { vi: 'Xổ số', cn: '彩票', th: 'หวย', id: 'Lotre' }],
  [110, { vi: 'Tải ứng dụng', cn: '下载', th: 'ดาวน์โหลด', id: 'Unduh' }],
  [111, { vi: 'Khuyến mãi', cn: '优惠活动', th: 'โปรโมชั่น', id: 'Promosi' }],
  [112, { vi: 'Cửa hàng', cn: '商城', th: 'ร้านค้า', id: 'Toko' }],
  [113, { vi: 'Đăng ký', cn: '注册', th: 'สมัครสมาชิก', id: 'Daftar' }],
  [114, { vi: 'Trò chơi độc quyền', cn: '自研游戏', th: 'เกมของเรา', id: 'Permainan Orisinal' }],
];

const BANNERS: Item[] = [
  ...DEMO_BANNERS.map(([key, fields]): Item => ({ kind: 'banner', key, fields })),
  { kind: 'banner', key: 101, fields: title('Lucky Star Jackpot', 'Lucky Star 大奖', 'แจ็กพอต Lucky Star', 'Jackpot Lucky Star') },
  { kind: 'banner', key: 102, fields: title('Lucky Star trực tuyến', 'Lucky Star 真人', 'Lucky Star สด', 'Lucky Star Langsung') },
  ...DEMO2_GROUPS.map(
    ([key, t]): Item => ({
      kind: 'banner',
      key,
      fields: title(`Lucky Star ${t.vi.toLowerCase()}`, `Lucky Star ${t.cn}`, `Lucky Star ${t.th}`, `Lucky Star ${t.id}`),
    }),
  ),
];

// ---------------------------------------------------------------- announcements

/** The numbered notices "<brand> notice #i" of gateway/db/seed/content.ts. */
function numberedNotices(firstId: number, brand: string, count: number): Item[] {
  const out: Item[] = [];
  for (let i = 1; i <= count; i++) {
    out.push({
      kind: 'announcement',
      key: firstId + i - 1,
      fields: {
        title: { vi: `Thông báo ${brand} #${i}`, cn: `${brand} 公告 #${i}`, th: `ประกาศ ${brand} #${i}`, id: `Pengumuman ${brand} #${i}` },
        content: {
          vi: `<p>Kính gửi quý người chơi, đây là thông báo số <strong>${i}</strong> của ${brand}.</p><ul><li>Có hiệu lực từ ngày ${i}</li></ul>`,
          cn: `<p>亲爱的玩家，这是 ${brand} 的第 <strong>${i}</strong> 条公告。</p><ul><li>自第 ${i} 天起生效</li></ul>`,
          th: `<p>เรียนผู้เล่นทุกท่าน นี่คือประกาศฉบับที่ <strong>${i}</strong> ของ ${brand}</p><ul><li>มีผลตั้งแต่วันที่ ${i}</li></ul>`,
          id: `<p>Para pemain yang terhormat, ini adalah pengumuman ke-<strong>${i}</strong> dari ${brand}.</p><ul><li>Berlaku mulai hari ke-${i}</li></ul>`,
        },
      },
    });
  }
  return out;
}

const welcome = (key: number, brand: string): Item => ({
  kind: 'announcement',
  key,
  fields: {
    title: { vi: `${brand} chào mừng bạn`, cn: `${brand} 欢迎您`, th: `${brand} ยินดีต้อนรับ`, id: `Selamat datang di ${brand}` },
    content: {
      vi: `<p>Chào mừng đến với <b>${brand}</b>! Hãy nhận thưởng thành viên mới của bạn.</p>`,
      cn: `<p>欢迎来到 <b>${brand}</b>！领取您的新会员奖金。</p>`,
      th: `<p>ยินดีต้อนรับสู่ <b>${brand}</b>! รับโบนัสสมาชิกใหม่ของคุณได้เลย</p>`,
      id: `<p>Selamat datang di <b>${brand}</b>! Klaim bonus anggota baru Anda.</p>`,
    },
  },
});

const platformUpdate = (key: number, brand: string): Item => ({
  kind: 'announcement',
  key,
  fields: {
    title: { vi: `${brand} nâng cấp nền tảng`, cn: `${brand} 平台更新`, th: `${brand} อัปเดตแพลตฟอร์ม`, id: `Pembaruan platform ${brand}` },
    content: {
      vi: '<p>Nền tảng đã được nâng cấp để trò chơi chạy nhanh hơn.</p>',
      cn: '<p>平台已升级，游戏运行更快。</p>',
      th: '<p>อัปเกรดแพลตฟอร์มแล้ว เล่นเกมได้เร็วขึ้น</p>',
      id: '<p>Platform telah ditingkatkan agar permainan lebih cepat.</p>',
    },
  },
});

/**
 * The two hostile announcements stay hostile in every language: only their words are
 * translated, the script, the onerror image and the javascript: link are kept byte for byte,
 * so the sanitising tests prove the same thing whatever the page's language.
 */
const XSS_TAIL = '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">';
const SECURITY_SCRIPT = `<script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = 'onerror'"><a href="javascript:window.__pwned='link'">`;

const HOSTILE: Item[] = [
  {
    kind: 'announcement',
    key: 14,
    fields: {
      title: { vi: 'Kiểm tra bộ lọc an toàn', cn: '安全过滤测试', th: 'ทดสอบตัวกรองความปลอดภัย', id: 'Uji penyaring keamanan' },
      content: {
        vi: `<p>Kiểm tra bộ lọc.</p>${XSS_TAIL}liên kết</a>`,
        cn: `<p>过滤检查。</p>${XSS_TAIL}链接</a>`,
        th: `<p>ตรวจสอบตัวกรอง</p>${XSS_TAIL}ลิงก์</a>`,
        id: `<p>Pemeriksaan penyaring.</p>${XSS_TAIL}tautan</a>`,
      },
    },
  },
  {
    kind: 'announcement',
    // seeded by 0009 without a fixed id
    key: { sql: `(SELECT id FROM announcements WHERE merchant_code = 'DEMO' AND title = 'Security notice')` },
    fields: {
      title: { vi: 'Thông báo bảo mật', cn: '安全提示', th: 'ประกาศด้านความปลอดภัย', id: 'Pemberitahuan keamanan' },
      content: {
        vi: `<p>Hãy giữ mật khẩu của bạn bí mật.</p>${SECURITY_SCRIPT}Xem thêm</a>`,
        cn: `<p>请妥善保管您的密码。</p>${SECURITY_SCRIPT}阅读更多</a>`,
        th: `<p>เก็บรหัสผ่านของคุณไว้เป็นความลับ</p>${SECURITY_SCRIPT}อ่านเพิ่มเติม</a>`,
        id: `<p>Jaga kerahasiaan kata sandi Anda.</p>${SECURITY_SCRIPT}Baca selengkapnya</a>`,
      },
    },
  },
];

const ANNOUNCEMENTS: Item[] = [
  ...numberedNotices(1, 'Demo Club', 13),
  ...HOSTILE,
  welcome(15, 'Demo Club'),
  platformUpdate(16, 'Demo Club'),
  ...numberedNotices(101, 'Lucky Star', 4),
  welcome(105, 'Lucky Star'),
  platformUpdate(106, 'Lucky Star'),
];

// ---------------------------------------------------------------- promotions (terms: paragraphs split by a blank line)

const para = (...paragraphs: string[]) => paragraphs.join('\n\n');

const PROMOTIONS: Item[] = [
  {
    kind: 'promotion',
    key: 1,
    fields: {
      title: { vi: 'Thưởng chào mừng', cn: '欢迎奖金', th: 'โบนัสต้อนรับ', id: 'Bonus Sambutan' },
      summary: {
        vi: 'Thành viên mới nhận 100.000 VND cho lần nạp đầu tiên.',
        cn: '新会员首次存款即可获得 100,000 VND。',
        th: 'สมาชิกใหม่รับ 100,000 VND เมื่อฝากเงินครั้งแรก',
        id: 'Anggota baru mendapat 100.000 VND pada deposit pertama.',
      },
      terms: {
        vi: para(
          'Dành cho thành viên đăng ký trong 30 ngày gần nhất.',
          'Đăng ký nhận thưởng kèm một lời nhắn ngắn và ảnh chụp màn hình lần nạp đầu tiên.',
          'Tiền thưởng cần đạt 5 lần doanh thu cược trước khi rút.',
        ),
        cn: para('仅限最近 30 天内注册的会员参加。', '申请时请附上简短留言和首次存款的截图。', '奖金需完成 5 倍流水后方可提款。'),
        th: para('สำหรับสมาชิกที่สมัครภายใน 30 วันที่ผ่านมา', 'สมัครรับโบนัสพร้อมข้อความสั้น ๆ และภาพหน้าจอการฝากเงินครั้งแรก', 'โบนัสต้องทำยอดเทิร์นโอเวอร์ 5 เท่าก่อนถอนเงิน'),
        id: para(
          'Berlaku untuk anggota yang mendaftar dalam 30 hari terakhir.',
          'Ajukan dengan komentar singkat dan tangkapan layar deposit pertama Anda.',
          'Bonus memerlukan turnover 5x sebelum dapat ditarik.',
        ),
      },
    },
  },
  {
    kind: 'promotion',
    key: 2,
    fields: {
      title: { vi: 'Tăng thưởng cược xiên', cn: '串关加码', th: 'เพิ่มรางวัลบอลสเต็ป', id: 'Bonus Parlay' },
      summary: {
        vi: 'Đăng ký và nhận 50.000 VND khi vé cược xiên từ 4 trận trở lên được thanh toán.',
        cn: '报名后，您的 4 串 1 及以上串关结算时即可获得 50,000 VND。',
        th: 'ลงทะเบียนแล้วรับ 50,000 VND เมื่อบอลสเต็ป 4 คู่ขึ้นไปของคุณได้รับการชำระ',
        id: 'Daftar dan dapatkan 50.000 VND saat parlay 4+ pertandingan Anda diselesaikan.',
      },
      terms: {
        vi: para('Mỗi thành viên chỉ được đăng ký một lần.', 'Thưởng được phát sau khi vé cược xiên được thanh toán và phải nhận trong vòng 7 ngày.'),
        cn: para('每位会员限报名一次。', '加码奖金在串关结算后发放，须在 7 天内领取。'),
        th: para('สมาชิกหนึ่งท่านลงทะเบียนได้หนึ่งครั้ง', 'รางวัลจะมอบให้หลังบอลสเต็ปได้รับการชำระ และต้องกดรับภายใน 7 วัน'),
        id: para('Satu pendaftaran per anggota.', 'Bonus diberikan setelah parlay diselesaikan dan harus diklaim dalam 7 hari.'),
      },
    },
  },
  {
    kind: 'promotion',
    key: 3,
    fields: {
      title: { vi: 'Nạp lần đầu 100%', cn: '首存 100%', th: 'ฝากครั้งแรก 100%', id: 'Deposit Pertama 100%' },
      summary: {
        vi: 'Nhân đôi lần nạp đầu tiên, tối đa 2.000.000 VND.',
        cn: '首次存款翻倍，最高 2,000,000 VND。',
        th: 'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า สูงสุด 2,000,000 VND',
        id: 'Gandakan deposit pertama Anda hingga 2.000.000 VND.',
      },
      terms: {
        vi: para('Nạp tối thiểu 200.000 VND, sau đó đăng ký kèm biên lai nạp tiền.', 'Tiền thưởng áp dụng 10 lần doanh thu cược.'),
        cn: para('存款至少 200,000 VND，然后附上存款凭证申请。', '奖金需完成 10 倍流水。'),
        th: para('ฝากขั้นต่ำ 200,000 VND แล้วสมัครพร้อมสลิปการฝากเงิน', 'โบนัสต้องทำยอดเทิร์นโอเวอร์ 10 เท่า'),
        id: para('Deposit minimal 200.000 VND, lalu ajukan dengan bukti deposit.', 'Bonus dikenakan turnover 10x.'),
      },
    },
  },
  {
    kind: 'promotion',
    key: 4,
    fields: {
      title: { vi: 'Vòng quay miễn phí cho người mới', cn: '新玩家免费旋转', th: 'ฟรีสปินสำหรับผู้เล่นใหม่', id: 'Putaran Gratis Pemain Baru' },
      summary: {
        vi: '50 vòng quay miễn phí ở các máy slot chọn lọc cho người chơi mới.',
        cn: '新玩家可在指定老虎机获得 50 次免费旋转。',
        th: 'ฟรีสปิน 50 ครั้งในสล็อตที่ร่วมรายการสำหรับผู้เล่นใหม่',
        id: '50 putaran gratis di slot pilihan untuk pemain baru.',
      },
      terms: {
        vi: para('Đăng ký trong vòng 7 ngày kể từ khi tạo tài khoản.', 'Tiền thắng từ vòng quay miễn phí được cộng dưới dạng tiền thưởng.'),
        cn: para('请在注册后 7 天内报名。', '免费旋转的奖金以红利形式发放。'),
        th: para('ลงทะเบียนภายใน 7 วันหลังสมัครสมาชิก', 'เงินรางวัลจากฟรีสปินจะเข้าเป็นโบนัส'),
        id: para('Daftar dalam 7 hari setelah registrasi.', 'Kemenangan dari putaran gratis dikreditkan sebagai bonus.'),
      },
    },
  },
  {
    kind: 'promotion',
    key: 5,
    fields: {
      title: { vi: 'Nạp lại cuối tuần', cn: '周末续存', th: 'ฝากซ้ำวันหยุดสุดสัปดาห์', id: 'Isi Ulang Akhir Pekan' },
      summary: {
        vi: 'Thưởng nạp lại 20% cho các lần nạp vào cuối tuần.',
        cn: '周末存款可获得 20% 续存奖金。',
        th: 'รับโบนัสฝากซ้ำ 20% สำหรับการฝากในวันหยุดสุดสัปดาห์',
        id: 'Bonus isi ulang 20% untuk deposit di akhir pekan.',
      },
      terms: { vi: 'Khuyến mãi này đã kết thúc.', cn: '本活动已结束。', th: 'โปรโมชั่นนี้สิ้นสุดแล้ว', id: 'Promosi ini telah berakhir.' },
    },
  },
  {
    kind: 'promotion',
    key: 6,
    fields: {
      title: { vi: 'Hoàn tiền sòng bài trực tuyến', cn: '真人娱乐返水', th: 'เงินคืนคาสิโนสด', id: 'Cashback Kasino Langsung' },
      summary: {
        vi: 'Hoàn 5% tiền thua ở sòng bài trực tuyến mỗi tuần.',
        cn: '每周返还真人娱乐亏损的 5%。',
        th: 'คืนเงิน 5% จากยอดเสียคาสิโนสดทุกสัปดาห์',
        id: 'Cashback 5% dari kekalahan kasino langsung setiap minggu.',
      },
      terms: {
        vi: para('Đăng ký kèm ảnh chụp màn hình tiền thua trong tuần.', 'Tiền hoàn tối đa 1.000.000 VND mỗi tuần.'),
        cn: para('申请时请附上本周亏损截图。', '每周返水上限为 1,000,000 VND。'),
        th: para('สมัครพร้อมภาพหน้าจอยอดเสียประจำสัปดาห์', 'เงินคืนสูงสุด 1,000,000 VND ต่อสัปดาห์'),
        id: para('Ajukan dengan tangkapan layar kekalahan mingguan Anda.', 'Cashback maksimal 1.000.000 VND per minggu.'),
      },
    },
  },
  {
    kind: 'promotion',
    key: 7,
    fields: {
      title: { vi: 'Quà sinh nhật VIP', cn: 'VIP 生日礼金', th: 'ของขวัญวันเกิด VIP', id: 'Hadiah Ulang Tahun VIP' },
      summary: {
        vi: 'Thành viên VIP nhận quà sinh nhật.',
        cn: 'VIP 会员可获得生日礼金。',
        th: 'สมาชิก VIP รับของขวัญวันเกิด',
        id: 'Anggota VIP menerima hadiah ulang tahun.',
      },
      terms: {
        vi: 'Sắp diễn ra: hạng 3 trở lên có thể đăng ký trong tháng sinh nhật.',
        cn: '即将开始：3 级及以上会员可在生日当月申请。',
        th: 'เร็ว ๆ นี้: ระดับ 3 ขึ้นไปสมัครได้ในเดือนเกิดของคุณ',
        id: 'Segera hadir: peringkat 3 ke atas dapat mengajukan di bulan ulang tahunnya.',
      },
    },
  },
  {
    kind: 'promotion',
    key: 8,
    fields: {
      title: { vi: 'Giải đấu slot', cn: '老虎机锦标赛', th: 'ทัวร์นาเมนต์สล็อต', id: 'Turnamen Slot' },
      summary: {
        vi: 'Leo bảng xếp hạng slot để chia phần quỹ thưởng.',
        cn: '冲上老虎机排行榜，瓜分奖池。',
        th: 'ไต่อันดับตารางสล็อตเพื่อรับส่วนแบ่งเงินรางวัลรวม',
        id: 'Naiki papan peringkat slot untuk bagian dari total hadiah.',
      },
      terms: { vi: 'Sắp diễn ra.', cn: '即将开始。', th: 'เร็ว ๆ นี้', id: 'Segera hadir.' },
    },
  },
  {
    kind: 'promotion',
    key: 20,
    fields: {
      title: { vi: 'Chào mừng may mắn', cn: '幸运迎新', th: 'ต้อนรับนำโชค', id: 'Sambutan Beruntung' },
      summary: {
        vi: 'Khởi đầu may mắn cho thành viên mới.',
        cn: '为新会员带来幸运开局。',
        th: 'เริ่มต้นอย่างโชคดีสำหรับสมาชิกใหม่',
        id: 'Awal yang beruntung untuk anggota baru.',
      },
      terms: { vi: 'Đăng ký sau lần nạp đầu tiên.', cn: '首次存款后即可申请。', th: 'สมัครหลังการฝากเงินครั้งแรก', id: 'Ajukan setelah deposit pertama Anda.' },
    },
  },
];

// ---------------------------------------------------------------- point mall

const bonusItem = (key: number, amount: string, amountDot: string): Item => ({
  kind: 'point_item',
  key,
  fields: { name: { vi: `Thưởng ${amountDot} VND`, cn: `${amount} VND 奖金`, th: `โบนัส ${amount} VND`, id: `Bonus ${amountDot} VND` } },
});

const POINT_ITEMS: Item[] = [
  bonusItem(1, '10,000', '10.000'),
  bonusItem(2, '50,000', '50.000'),
  bonusItem(3, '200,000', '200.000'),
  bonusItem(4, '1,000,000', '1.000.000'),
  bonusItem(10, '20,000', '20.000'),
];

const REDEMPTIONS: Item[] = [
  {
    kind: 'redemption',
    key: { sql: `(SELECT id FROM point_redemptions WHERE request_id = 'seed-r2')` },
    fields: { remark: { vi: 'Chưa đạt doanh thu cược', cn: '流水未达标', th: 'ยอดเทิร์นโอเวอร์ไม่ถึง', id: 'Turnover belum terpenuhi' } },
  },
];

// ---------------------------------------------------------------- platform messages (seeded by 0009 without fixed ids)

const message = (member: string, base: string, t: Texts, c: Texts): Item => ({
  kind: 'message',
  key: {
    sql: `(SELECT p.id FROM platform_messages p JOIN members m ON m.id = p.member_id WHERE m.username = ${literal(member)} AND m.merchant_code = 'DEMO' AND p.title = ${literal(base)})`,
  },
  fields: { title: t, content: c },
});

const MESSAGES: Item[] = [
  message(
    'demo_member',
    'Welcome',
    { vi: 'Chào mừng', cn: '欢迎', th: 'ยินดีต้อนรับ', id: 'Selamat datang' },
    {
      vi: 'Chào mừng đến với Demo Club. Tài khoản của bạn đã sẵn sàng.',
      cn: '欢迎来到 Demo Club。您的账户已准备就绪。',
      th: 'ยินดีต้อนรับสู่ Demo Club บัญชีของคุณพร้อมใช้งานแล้ว',
      id: 'Selamat datang di Demo Club. Akun Anda sudah siap.',
    },
  ),
  message(
    'demo_member',
    'Deposit bonus',
    { vi: 'Thưởng nạp tiền', cn: '存款奖金', th: 'โบนัสเงินฝาก', id: 'Bonus deposit' },
    {
      vi: 'Nạp tiền hôm nay và nhận thêm 10%.',
      cn: '今日存款，额外获得 10%。',
      th: 'ฝากวันนี้รับเพิ่ม 10%',
      id: 'Deposit hari ini dan dapatkan tambahan 10%.',
    },
  ),
  message(
    'demo_member',
    'Security tip',
    { vi: 'Mẹo bảo mật', cn: '安全提示', th: 'เคล็ดลับความปลอดภัย', id: 'Tips keamanan' },
    {
      vi: 'Không bao giờ chia sẻ mật khẩu của bạn.',
      cn: '切勿向他人透露您的密码。',
      th: 'อย่าเปิดเผยรหัสผ่านของคุณกับผู้อื่น',
      id: 'Jangan pernah membagikan kata sandi Anda.',
    },
  ),
  message(
    'demo_vip',
    'VIP desk',
    { vi: 'Bàn hỗ trợ VIP', cn: 'VIP 专属服务', th: 'ฝ่ายบริการ VIP', id: 'Layanan VIP' },
    {
      vi: 'Quản lý VIP của bạn luôn sẵn sàng 24/7.',
      cn: '您的 VIP 经理全天候 24/7 为您服务。',
      th: 'ผู้จัดการ VIP ของคุณพร้อมให้บริการตลอด 24 ชั่วโมง',
      id: 'Manajer VIP Anda siap melayani 24/7.',
    },
  ),
];

// ---------------------------------------------------------------- help topics (own table, per language)

type Topic = [category: string, title: string, content: string];

const DEMO_HELP: Record<Exclude<Lang, 'vi'>, Topic[]> = {
  cn: [
    ['account', '如何注册？', '<p>点击页面顶部的<strong>注册</strong>，选择用户名（字母和数字）并设置至少 6 位的密码，然后确认您已年满 18 岁。</p>'],
    ['account', '我忘记了密码', '<p>打开登录窗口并点击<em>忘记密码</em>。您可以通过电子邮件重置，或在已开启时通过短信验证码重置。</p>'],
    ['deposit', '存款需要多长时间？', '<p>银行确认后 5 分钟内到账。在余额显示该金额之前，请保留您的转账凭证。</p>'],
    ['withdrawal', '提款规则', '<ul><li>最低提款：100.000 VND。</li><li>收款人姓名必须与您的银行账户一致。</li><li>款项到账后请确认收款。</li></ul>'],
    ['terms', '用户协议', '<p>参与游戏即表示您接受服务条款和隐私政策。玩家必须年满 21 岁。请理性娱乐。</p>'],
  ],
  th: [
    [
      'account',
      'สมัครสมาชิกอย่างไร?',
      '<p>กด <strong>สมัครสมาชิก</strong> ที่ด้านบนของหน้า เลือกชื่อผู้ใช้ (ตัวอักษรและตัวเลข) และรหัสผ่านอย่างน้อย 6 ตัว แล้วยืนยันว่าคุณอายุ 18 ปีขึ้นไป</p>',
    ],
    ['account', 'ฉันลืมรหัสผ่าน', '<p>เปิดหน้าต่างเข้าสู่ระบบแล้วกด <em>ลืมรหัสผ่าน</em> คุณสามารถรีเซ็ตผ่านอีเมล หรือผ่านรหัส SMS เมื่อเปิดใช้งาน</p>'],
    ['deposit', 'การฝากเงินใช้เวลานานเท่าไร?', '<p>การโอนผ่านธนาคารจะเข้าบัญชีภายใน 5 นาทีหลังธนาคารยืนยัน โปรดเก็บสลิปไว้จนกว่ายอดเงินจะแสดง</p>'],
    ['withdrawal', 'กฎการถอนเงิน', '<ul><li>ถอนขั้นต่ำ: 100.000 VND</li><li>ชื่อผู้รับเงินต้องตรงกับบัญชีธนาคารของคุณ</li><li>ยืนยันการรับเงินเมื่อเงินเข้าแล้ว</li></ul>'],
    ['terms', 'ข้อตกลงผู้ใช้', '<p>การเล่นถือว่าคุณยอมรับข้อกำหนดการให้บริการและนโยบายความเป็นส่วนตัว ผู้เล่นต้องมีอายุอย่างน้อย 21 ปี โปรดเล่นอย่างมีความรับผิดชอบ</p>'],
  ],
  id: [
    [
      'account',
      'Bagaimana cara mendaftar?',
      '<p>Tekan <strong>Daftar</strong> di bagian atas halaman, pilih nama pengguna (huruf dan angka) dan kata sandi minimal 6 karakter, lalu konfirmasi bahwa Anda berusia 18 tahun ke atas.</p>',
    ],
    [
      'account',
      'Saya lupa kata sandi',
      '<p>Buka jendela masuk dan tekan <em>Lupa kata sandi</em>. Anda dapat mengatur ulang melalui e-mail atau, bila diaktifkan, melalui kode SMS.</p>',
    ],
    [
      'deposit',
      'Berapa lama deposit diproses?',
      '<p>Transfer bank dikreditkan dalam 5 menit setelah bank mengonfirmasinya. Simpan bukti transfer Anda sampai saldo menampilkan jumlahnya.</p>',
    ],
    [
      'withdrawal',
      'Aturan penarikan',
      '<ul><li>Penarikan minimum: 100.000 VND.</li><li>Nama penerima harus sama dengan rekening bank Anda.</li><li>Konfirmasi penerimaan setelah dana masuk.</li></ul>',
    ],
    [
      'terms',
      'Perjanjian pengguna',
      '<p>Dengan bermain, Anda menerima ketentuan layanan dan kebijakan privasi. Pemain harus berusia minimal 21 tahun. Bermainlah secara bertanggung jawab.</p>',
    ],
  ],
};

const DEMO2_HELP: Record<Lang, Topic[]> = {
  vi: [
    ['account', 'Làm thế nào để đăng ký?', '<p>Nhấn <strong>Đăng ký</strong> và làm theo các bước.</p>'],
    ['terms', 'Thỏa thuận người dùng', '<p>Người chơi phải từ 21 tuổi trở lên.</p>'],
  ],
  cn: [
    ['account', '如何注册？', '<p>点击<strong>注册</strong>并按步骤操作。</p>'],
    ['terms', '用户协议', '<p>玩家必须年满 21 岁。</p>'],
  ],
  th: [
    ['account', 'สมัครสมาชิกอย่างไร?', '<p>กด <strong>สมัครสมาชิก</strong> แล้วทำตามขั้นตอน</p>'],
    ['terms', 'ข้อตกลงผู้ใช้', '<p>ผู้เล่นต้องมีอายุอย่างน้อย 21 ปี</p>'],
  ],
  id: [
    ['account', 'Bagaimana cara mendaftar?', '<p>Tekan <strong>Daftar</strong> dan ikuti langkah-langkahnya.</p>'],
    ['terms', 'Perjanjian pengguna', '<p>Pemain harus berusia minimal 21 tahun.</p>'],
  ],
};

const helpRows = (merchant: string, byLang: Partial<Record<Lang, Topic[]>>) =>
  Object.entries(byLang).flatMap(([language, topics]) =>
    topics!.map(([category, title, content], i) => ({ merchant_code: merchant, language, category, title, content, sort: i + 1 })),
  );

// ---------------------------------------------------------------- SQL

export const ITEMS: readonly Item[] = [...MARQUEE, ...BANNERS, ...ANNOUNCEMENTS, ...PROMOTIONS, ...POINT_ITEMS, ...REDEMPTIONS, ...MESSAGES];

/** TY is written as Vietnamese (the brand's Vietnamese-market language). */
const LANGUAGE_ROWS: [language: string, from: Lang][] = [
  ['vi', 'vi'],
  ['ty', 'vi'],
  ['cn', 'cn'],
  ['th', 'th'],
  ['id', 'id'],
];

interface TranslationRow {
  kind: Kind;
  key: Item['key'];
  language: string;
  field: string;
  text: string;
}

const translationRows = (): TranslationRow[] =>
  ITEMS.flatMap((item) =>
    LANGUAGE_ROWS.flatMap(([language, from]) =>
      Object.entries(item.fields).map(([field, texts]) => ({ kind: item.kind, key: item.key, language, field, text: texts[from] })),
    ),
  );

/** Rows keyed by a SQL expression are inserted one by one with INSERT ... SELECT (none when the item is missing). */
function translationSql(): string {
  const rows = translationRows();
  const fixed: Record<string, SqlValue>[] = [];
  const bySelect: string[] = [];
  for (const r of rows) {
    if (typeof r.key !== 'object') {
      fixed.push({ kind: r.kind, item_key: String(r.key), language: r.language, field: r.field, text: r.text });
      continue;
    }
    const values = [literal(r.kind), `CAST(${r.key.sql} AS TEXT)`, literal(r.language), literal(r.field), literal(r.text)].join(', ');
    bySelect.push(`INSERT INTO content_translations (kind, item_key, language, field, text)\n  SELECT ${values} WHERE ${r.key.sql} IS NOT NULL;`);
  }
  return `${insert('content_translations', fixed)}\n${bySelect.join('\n')}\n`;
}

export function contentI18nSql(): string {
  return [
    "-- Operator content in the page's language (gateway/db/seed/content-i18n.ts).\n",
    SCHEMA,
    translationSql(),
    `-- help topics in the languages 0009 did not write them in\n${insert('help_topics', [...helpRows('DEMO', DEMO_HELP), ...helpRows('DEMO2', DEMO2_HELP)])}`,
  ].join('\n');
}
