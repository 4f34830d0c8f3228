/** The two demo brands: DEMO shows every feature, DEMO2 visibly fewer. */
import type { FieldRule, ResourceType } from '@shared/api';
import { insert } from './sql';
import { fieldRule as rule } from '@shared/validation/rules';

type Flags = Record<string, boolean>;

/** Module tree: parent -> children (docs/product.md 6 feature toggles). */
const MODULE_TREE: Record<string, string[]> = {
  REGISTRATION: ['USERNAMEREG', 'MOBILEREG', 'REGSMS', 'MOBILEREGPASS', 'DIRECTREG3'],
  LOGIN: ['PHONELOGIN', 'VERCODELOGIN', 'MOBILEVERCODELOGIN3', 'FREEPLAY', 'FORCEPWDCHANGE', 'CHNGPASSVERIF3'],
  SERVICE: ['CBS3'],
  AGENT: ['CONTRACT', 'SALARY', 'HOURSALARY', 'REALTIMESALARY'],
};

const DEMO2_OFF = ['MOBILEREG', 'REGSMS', 'MOBILEVERCODELOGIN3', 'FREEPLAY', 'CHNGPASSVERIF3', 'CBS3', 'HOURSALARY', 'REALTIMESALARY'];

const SOCIAL: [ResourceType, string, string][] = [
  ['WHATSAPP', 'https://wa.me/840000000000', 'WhatsApp'],
  ['FACEBOOK', 'https://www.facebook.com/democlub', 'Facebook'],
  ['INSTAGRAM', 'https://www.instagram.com/democlub', 'Instagram'],
  ['TELEGRAM', 'https://t.me/democlub', 'Telegram'],
];

const APP_RESOURCES: [ResourceType, string, string][] = [
  ['Android', '/downloads/portal.apk', 'Android app'],
  ['MOBILECONFIG', '/downloads/portal.mobileconfig', 'iOS profile'],
];

const BASE_FIELDS: Record<string, FieldRule> = {
  username: rule('letter_first', '^[a-zA-Z][a-zA-Z0-9]*$', 6, 16),
  password: rule('letters_digits', '^[a-zA-Z0-9]+$', 6, 20),
  confirmPassword: rule('letters_digits', '^[a-zA-Z0-9]+$', 6, 20),
  mobileNum: rule('digits', '^[0-9]+$', 9, 11),
  email: rule('email', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 50, false),
  payeeName: rule('english_spaces', '^[a-zA-Z ]+$', 2, 50, false),
  referralCode: rule('letters_digits', '^[a-zA-Z0-9]+$', 4, 12, false),
  affiliateCode: rule('letters_digits', '^[a-zA-Z0-9]+$', 4, 12, false),
  captcha: rule('digits', '^[0-9]+$', 4, 4),
  verificationCode: rule('digits', '^[0-9]+$', 0, 255),
  paymentPassword: rule('digits', '^[0-9]+$', 6, 6, false, false),
  qqNum: rule('digits', '^[0-9]+$', 5, 12, false, false),
  line: rule('no_spaces', '^\\S+$', 1, 30, false, false),
  whatsapp: rule('digits', '^[0-9]+$', 8, 15, false, false),
  zalo: rule('digits', '^[0-9]+$', 8, 15, false, false),
  facebook: rule('no_spaces', '^\\S+$', 1, 50, false, false),
  wechat: rule('no_spaces', '^\\S+$', 1, 30, false, false),
  idNumber: rule('letters_digits', '^[a-zA-Z0-9]+$', 6, 20, false, false),
  recommenderId: rule('any', '*', 0, 30, false, false),
};

interface MerchantSeed {
  code: string;
  brandName: string;
  currency: string;
  deniedCountries: string[];
  off: string[];
  resources: [ResourceType, string, string][];
  cs: { csType: string; type: number }[];
  captchaEnabled: boolean;
  smsVerification: boolean;
  fields: Record<string, FieldRule>;
  marquee: string[];
}

export const MERCHANTS: MerchantSeed[] = [
  {
    code: 'DEMO',
    brandName: 'Demo Club',
    currency: 'VND',
    deniedCountries: [],
    off: [],
    resources: [['AFFILIATELINK', 'https://affiliate.democlub.example/apply', 'Affiliate'], ...APP_RESOURCES, ...SOCIAL],
    cs: [
      { csType: 'livechat', type: 3 },
      { csType: 'telegram', type: 1 },
      { csType: 'whatsapp', type: 2 },
      { csType: 'VIP', type: 4 },
    ],
    captchaEnabled: true,
    smsVerification: true,
    fields: BASE_FIELDS,
    marquee: [
      'Welcome to Demo Club! New members get a 1000VND bonus.',
      'Scheduled maintenance of SABA Sports every Monday 10:00-12:00.',
      'Deposits by bank transfer now arrive within 3 minutes.',
    ],
  },
  {
    code: 'DEMO2',
    brandName: 'Lucky Star',
    currency: 'VND',
    deniedCountries: ['KP'],
    off: DEMO2_OFF,
    resources: [...APP_RESOURCES, SOCIAL[3]!],
    cs: [
      { csType: 'livechat', type: 3 },
      { csType: 'telegram', type: 1 },
    ],
    captchaEnabled: false,
    smsVerification: false,
    fields: { ...BASE_FIELDS, email: rule('email', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 50, true), mobileNum: rule('digits', '^[0-9]+$', 10, 10) },
    marquee: ['Lucky Star: spin daily, win daily.'],
  },
];

const flagsFor = (off: string[]): Flags =>
  Object.fromEntries(
    Object.values(MODULE_TREE)
      .flat()
      .map((modId) => [modId, !off.includes(modId)]),
  );

export function merchantSql(): string {
  return MERCHANTS.map((m) => {
    const flags = flagsFor(m.off);
    const modules = Object.entries(MODULE_TREE).flatMap(([parent, children], p) => [
      { merchant_code: m.code, mod_id: parent, parent_mod_id: null, enabled: true, sort: p * 100 },
      ...children.map((modId, i) => ({ merchant_code: m.code, mod_id: modId, parent_mod_id: parent, enabled: flags[modId]!, sort: p * 100 + i + 1 })),
    ]);
    return [
      insert('merchants', [
        { code: m.code, brand_name: m.brandName, currency: m.currency, login_guard: false, denied_countries: JSON.stringify(m.deniedCountries) },
      ]),
      insert('modules', modules),
      insert(
        'resources',
        m.resources.map(([resourceType, url, label], sort) => ({
          merchant_code: m.code,
          resource_type: resourceType,
          url,
          qr_code_url: null,
          label_name_en: label,
          sort,
        })),
      ),
      insert(
        'customer_service',
        m.cs.map(({ csType, type }, sort) => ({ merchant_code: m.code, cs_type: csType, type, path: btoa(`cs:${m.code}:${csType}`), sort })),
      ),
      insert('register_settings', [
        { merchant_code: m.code, captcha_enabled: m.captchaEnabled, sms_verification: m.smsVerification, fields: JSON.stringify(m.fields) },
      ]),
      insert(
        'marquee_notices',
        m.marquee.map((text, sort) => ({ merchant_code: m.code, sort, text })),
      ),
    ].join('');
  }).join('\n');
}
