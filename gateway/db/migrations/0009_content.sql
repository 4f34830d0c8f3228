-- Content slice: customer-service destinations, the winners board, the help centre,
-- platform messages (unread count in the header), chat tickets, and an announcement whose
-- HTML tries to run script (the portal must show its text and run nothing).

-- Customer-service paths: relative paths are pages of this gateway (/service/...), others
-- are full https links. The gateway sends them AES-GCM encrypted with the merchant's key
-- (CS_PATH_KEYS); only the portal's worker holds the same key and decrypts them.
UPDATE customer_service SET path = '/service/livechat' WHERE cs_type = 'livechat';
UPDATE customer_service SET path = '/service/vip' WHERE cs_type = 'VIP';
UPDATE customer_service SET path = 'https://t.me/democlub_support' WHERE cs_type = 'telegram' AND merchant_code = 'DEMO';
UPDATE customer_service SET path = 'https://t.me/luckystar_support' WHERE cs_type = 'telegram' AND merchant_code = 'DEMO2';
UPDATE customer_service SET path = 'https://wa.me/84900000000' WHERE cs_type = 'whatsapp';

CREATE TABLE winners (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  player TEXT NOT NULL,
  game_name TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  amount INTEGER NOT NULL,
  won_at INTEGER NOT NULL
);
CREATE INDEX winners_by_merchant ON winners (merchant_code, won_at DESC);

CREATE TABLE help_topics (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  language TEXT NOT NULL,
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX help_topics_by_merchant ON help_topics (merchant_code, language, sort);

CREATE TABLE platform_messages (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX platform_messages_by_member ON platform_messages (member_id, read_at);

-- one-time tickets for the chat page (the chat URL carries the ticket, never the token)
CREATE TABLE chat_tickets (
  ticket TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL,
  title TEXT NOT NULL,
  language TEXT NOT NULL,
  header_color TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

INSERT INTO winners (merchant_code, player, game_name, vassalage, amount, won_at) VALUES
  ('DEMO', 'ng***an', 'Fortune Tiger', 'PG', 12500000, 1793000000000),
  ('DEMO', 'tr***92', 'Baccarat A', 'EVO', 8800000, 1792990000000),
  ('DEMO', 'le***vy', 'Mahjong Ways 2', 'PG', 6350000, 1792980000000),
  ('DEMO', 'ph***m7', 'Fishing God', 'JDB', 4200000, 1792970000000),
  ('DEMO', 'ho***ng', 'Sweet Bonanza', 'PP', 3900000, 1792960000000),
  ('DEMO', 'da***88', 'Lightning Roulette', 'EVO', 2750000, 1792950000000),
  ('DEMO', 'vu***kh', 'Gates of Olympus', 'PP', 1980000, 1792940000000),
  ('DEMO', 'bu***tu', 'Daily Lottery', 'TCG', 1500000, 1792930000000),
  ('DEMO2', 'lu***01', 'Sweet Bonanza', 'PP', 5100000, 1793000000000),
  ('DEMO2', 'st***ar', 'Fortune Tiger', 'PG', 2100000, 1792990000000);

INSERT INTO help_topics (merchant_code, language, category, title, content, sort) VALUES
  ('DEMO', 'en', 'account', 'How do I register?', '<p>Press <strong>Register</strong> in the header, choose a username (letters and digits) and a password of at least 6 characters, then confirm that you are 18 or older.</p>', 1),
  ('DEMO', 'en', 'account', 'I forgot my password', '<p>Open the login window and press <em>Forgot password</em>. You can reset it by e-mail or, when enabled, by SMS code.</p>', 2),
  ('DEMO', 'en', 'deposit', 'How long does a deposit take?', '<p>Bank transfers are credited within 5 minutes after the bank confirms them. Keep your receipt until the balance shows the amount.</p>', 3),
  ('DEMO', 'en', 'withdrawal', 'Withdrawal rules', '<ul><li>Minimum withdrawal: 100.000 VND.</li><li>The payee name must match your bank account.</li><li>Confirm the receipt once the money arrives.</li></ul>', 4),
  ('DEMO', 'en', 'terms', 'User agreement', '<p>By playing you accept the terms of service and the privacy policy. Players must be at least 21 years old. Play responsibly.</p>', 5),
  ('DEMO', 'vi', 'account', 'Làm thế nào để đăng ký?', '<p>Nhấn <strong>Đăng ký</strong> ở đầu trang, chọn tên đăng nhập (chữ và số) và mật khẩu ít nhất 6 ký tự, rồi xác nhận bạn đủ 18 tuổi.</p>', 1),
  ('DEMO', 'vi', 'account', 'Tôi quên mật khẩu', '<p>Mở cửa sổ đăng nhập và nhấn <em>Quên mật khẩu</em>. Bạn có thể đặt lại qua e-mail hoặc mã SMS.</p>', 2),
  ('DEMO', 'vi', 'deposit', 'Nạp tiền mất bao lâu?', '<p>Chuyển khoản ngân hàng được cộng trong vòng 5 phút sau khi ngân hàng xác nhận. Hãy giữ biên lai cho đến khi số dư hiển thị.</p>', 3),
  ('DEMO', 'vi', 'withdrawal', 'Quy định rút tiền', '<ul><li>Rút tối thiểu: 100.000 VND.</li><li>Tên người nhận phải trùng với tài khoản ngân hàng.</li><li>Xác nhận đã nhận khi tiền về.</li></ul>', 4),
  ('DEMO', 'vi', 'terms', 'Thỏa thuận người dùng', '<p>Khi chơi, bạn chấp nhận điều khoản dịch vụ và chính sách bảo mật. Người chơi phải từ 21 tuổi trở lên. Hãy chơi có trách nhiệm.</p>', 5),
  ('DEMO2', 'en', 'account', 'How do I register?', '<p>Press <strong>Register</strong> and follow the steps.</p>', 1),
  ('DEMO2', 'en', 'terms', 'User agreement', '<p>Players must be at least 21 years old.</p>', 2);

INSERT INTO platform_messages (member_id, title, content, created_at, read_at)
  SELECT id, 'Welcome', 'Welcome to Demo Club. Your account is ready.', 1792900000000, NULL FROM members WHERE username = 'demo_member' AND merchant_code = 'DEMO';
INSERT INTO platform_messages (member_id, title, content, created_at, read_at)
  SELECT id, 'Deposit bonus', 'Deposit today and get 10% extra.', 1792950000000, NULL FROM members WHERE username = 'demo_member' AND merchant_code = 'DEMO';
INSERT INTO platform_messages (member_id, title, content, created_at, read_at)
  SELECT id, 'Security tip', 'Never share your password.', 1792800000000, 1792810000000 FROM members WHERE username = 'demo_member' AND merchant_code = 'DEMO';
INSERT INTO platform_messages (member_id, title, content, created_at, read_at)
  SELECT id, 'VIP desk', 'Your VIP manager is available 24/7.', 1792950000000, NULL FROM members WHERE username = 'demo_vip' AND merchant_code = 'DEMO';

INSERT INTO announcements (merchant_code, type, title, content, date_ms) VALUES
  ('DEMO', 'B', 'Security notice', '<p>Keep your password private.</p><script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = ''onerror''"><a href="javascript:window.__pwned=''link''">Read more</a>', 1793000000000);
