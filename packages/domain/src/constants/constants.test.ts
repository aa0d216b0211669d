import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_RECIPIENTS,
  ATTACHMENT_MAX_BYTES,
  AUTOCOMPLETE_DELAY_MS,
  BANKS,
  BOAT_TYPES,
  BUBBLE_THROTTLE_MS,
  CHAT_PANEL_GAP,
  CHAT_PANEL_WIDTH,
  DEFAULT_LOCALE,
  DEFAULT_VISITOR_TYPE,
  DOCUMENT_EXTENSIONS,
  EMOJI_SHORTCODES,
  EXCEL_MAX_BYTES,
  GENDERS,
  GROUP_TYPES,
  LOCALES,
  MALAYSIAN_STATES,
  MARITAL_STATUSES,
  MAX_OWNERS_PER_UNIT,
  OWNER_SLOT_KEYS,
  PAGE_SIZE,
  PARKING_LOT_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_TYPES,
  PICTURE_EXTENSIONS,
  PICTURE_MAX_BYTES,
  PLATFORMS,
  RECEIPT_MAX_BYTES,
  RECONNECT_INTERVAL_MS,
  RECONNECT_MAX_ATTEMPTS,
  REPORT_COUNTERS,
  REPORT_SHIFTS,
  REPORT_STATUSES,
  REQUEST_TIMEOUT_MS,
  RESTART_RETRY_MAX_MS,
  RESTART_RETRY_MIN_MS,
  SELECT_BATCH_SIZE,
  SELECT_SEARCH_THRESHOLD,
  SIDEBAR_COLLAPSE_PX,
  STAFF_ROLES,
  TIME_SLOTS,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TRIP_TYPES,
  TYPING_TIMEOUT_MS,
  VISITOR_TAB_LABELS,
  VISITOR_TABS,
  VISITOR_TYPES,
} from './index';

describe('spec 001 §9 lists', () => {
  it('lists the 22 banks in spec order, Others last', () => {
    expect(BANKS).toHaveLength(22);
    expect(BANKS.slice(0, 4)).toEqual(['Maybank', 'CIMB', 'Public Bank', 'RHB']);
    expect(BANKS).toContain('Co-op Bank Pertama');
    expect(BANKS.at(-1)).toBe('Others');
  });

  it('lists the 17 states, starting with the federal territories and ending with Others', () => {
    expect(MALAYSIAN_STATES).toHaveLength(17);
    expect(MALAYSIAN_STATES.slice(0, 3)).toEqual(['Kuala Lumpur', 'Labuan', 'Putrajaya']);
    expect(MALAYSIAN_STATES).toContain('Negeri Sembilan');
    expect(MALAYSIAN_STATES.at(-1)).toBe('Others');
  });

  it('offers five visitor types with Visit as the default', () => {
    expect(VISITOR_TYPES).toEqual(['Visit', 'Over Night', 'Pickup', 'Drop-Off', 'Vendor']);
    expect(DEFAULT_VISITOR_TYPE).toBe('Visit');
  });

  it('has the Upcoming and Past visitor tabs', () => {
    expect(VISITOR_TABS.map((tab) => VISITOR_TAB_LABELS[tab])).toEqual(['Upcoming', 'Past']);
  });

  it('offers the four staff roles, genders and marital statuses', () => {
    expect(STAFF_ROLES).toEqual(['Manager', 'Admin', 'Accountant', 'Security Guard']);
    expect(GENDERS).toEqual(['Male', 'Female']);
    expect(MARITAL_STATUSES).toEqual(['Married', 'Single']);
  });

  it('names the three owner slots of a unit', () => {
    expect(OWNER_SLOT_KEYS).toEqual(['user_id', 'user_id_2', 'user_id_3']);
    expect(OWNER_SLOT_KEYS).toHaveLength(MAX_OWNERS_PER_UNIT);
  });

  it('accepts jpg, jpeg and png pictures', () => {
    expect(PICTURE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png']);
  });
});

describe('spec 002 §9 lists', () => {
  it('has counters and shifts 1 to 4 plus all', () => {
    expect(REPORT_COUNTERS).toEqual(['all', '1', '2', '3', '4']);
    expect(REPORT_SHIFTS).toEqual(['all', '1', '2', '3', '4']);
  });

  it('has the five time slots as written', () => {
    expect(TIME_SLOTS).toEqual([
      'all',
      '09:00AM-06:00PM',
      '06:00PM-10:00PM',
      '10:00PM-12:00AM',
      '12:00AM-02:00AM',
    ]);
  });

  it('spells the monthly trip type Montly, as the product does', () => {
    expect(TRIP_TYPES).toEqual(['Daily', 'Montly']);
  });

  it('has the report statuses, platforms and boat types', () => {
    expect(REPORT_STATUSES).toEqual(['all', 'pending', 'approved', 'deposit', 'paid']);
    expect(PLATFORMS).toEqual([
      'all',
      'web_app',
      'mobile_app',
      'kiosk',
      'terminal',
      'counter',
      'booking',
      'agent_dashboard',
    ]);
    expect(BOAT_TYPES).toEqual(['all', 'normal', 'chartered']);
  });

  it('has 13 group types, All first and Kindergarden spelled as the product does', () => {
    expect(GROUP_TYPES).toHaveLength(13);
    expect(GROUP_TYPES[0]).toBe('All');
    expect(GROUP_TYPES).toContain('Kindergarden');
    expect(GROUP_TYPES.at(-1)).toBe('Hotel');
  });

  it('sends announcements to Owners or Admins and pays by bank transfer or online banking', () => {
    expect(ANNOUNCEMENT_RECIPIENTS).toEqual(['Owners', 'Admins']);
    expect(PAYMENT_TYPES).toEqual(['bank_transfer', 'online_banking']);
  });

  it('accepts jpg, jpeg, pjpg, png and pdf documents', () => {
    expect(DOCUMENT_EXTENSIONS).toEqual(['jpg', 'jpeg', 'pjpg', 'png', 'pdf']);
  });
});

describe('spec 000 §2 emoji shortcodes', () => {
  it('lists the 16 shortcodes in spec order', () => {
    expect(EMOJI_SHORTCODES).toEqual([
      'heart',
      'wink',
      'like',
      'dislike',
      'sweat',
      'curse',
      'kiss',
      'done',
      'ok',
      'woohoo',
      'facepalm',
      'sad',
      'finger_crossed',
      'hehe',
      'shy',
      'lol',
    ]);
  });
});

describe('numeric limits', () => {
  it('times out requests after 30 s and lists 20 rows a page', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
    expect(PAGE_SIZE).toBe(20);
  });

  it('batches selects by 50 and searches above 5 options', () => {
    expect(SELECT_BATCH_SIZE).toBe(50);
    expect(SELECT_SEARCH_THRESHOLD).toBe(5);
  });

  it('waits 200 ms for autocomplete, shows 5 toasts for 5 s, refreshes bubbles every 2 s', () => {
    expect(AUTOCOMPLETE_DELAY_MS).toBe(200);
    expect(TOAST_LIMIT).toBe(5);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(BUBBLE_THROTTLE_MS).toBe(2000);
  });

  it('sizes chat panels 250 px with 20 px gaps and clears typing after 30 s', () => {
    expect(CHAT_PANEL_WIDTH).toBe(250);
    expect(CHAT_PANEL_GAP).toBe(20);
    expect(TYPING_TIMEOUT_MS).toBe(30000);
  });

  it('collapses the sidebar below 950 px', () => {
    expect(SIDEBAR_COLLAPSE_PX).toBe(950);
  });

  it('accepts passwords of 6 to 20 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_MAX_LENGTH).toBe(20);
  });

  it('limits pictures and attachments to 5 MB and Excel and receipts to 1 MB, in bytes', () => {
    expect(PICTURE_MAX_BYTES).toBe(5_242_880);
    expect(ATTACHMENT_MAX_BYTES).toBe(5_242_880);
    expect(EXCEL_MAX_BYTES).toBe(1_048_576);
    expect(RECEIPT_MAX_BYTES).toBe(1_048_576);
  });

  it('limits parking lots to 10 characters and units to 3 owners', () => {
    expect(PARKING_LOT_MAX).toBe(10);
    expect(MAX_OWNERS_PER_UNIT).toBe(3);
  });

  it('reconnects every 5 s times the attempt, up to 5 attempts, or after 5–14 s on 1012', () => {
    expect(RECONNECT_INTERVAL_MS).toBe(5000);
    expect(RECONNECT_MAX_ATTEMPTS).toBe(5);
    expect(RESTART_RETRY_MIN_MS).toBe(5000);
    expect(RESTART_RETRY_MAX_MS).toBe(14000);
  });

  it('speaks English and Malay, English by default', () => {
    expect(LOCALES).toEqual(['en', 'ms']);
    expect(DEFAULT_LOCALE).toBe('en');
  });
});
