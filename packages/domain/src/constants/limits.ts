const MB = 1024 * 1024;

/** Spec 000 §7 and §8: a request gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Spec 001 §9 and 002 §9: every list shows 20 rows a page. */
export const PAGE_SIZE = 20;

/** Spec 000 §5: the select widget loads options 50 at a time. */
export const SELECT_BATCH_SIZE = 50;

/** Spec 000 §5: the select widget shows a search box above this many options. */
export const SELECT_SEARCH_THRESHOLD = 5;

/** Spec 001 §5: the autocomplete searches 200 ms after typing stops. */
export const AUTOCOMPLETE_DELAY_MS = 200;

/** Spec 000 §9: at most 5 toasts are visible. */
export const TOAST_LIMIT = 5;

/** Spec 000 §9: each toast stays 5 s. */
export const TOAST_DURATION_MS = 5000;

/** Spec 000 §7: the bubble counters refresh at most once per 2 s. */
export const BUBBLE_THROTTLE_MS = 2000;

/** Spec 000 §4: the chat typing indicator clears after 30 s. */
export const TYPING_TIMEOUT_MS = 30_000;

/** Spec 000 §2: a chat panel is 250 px wide. */
export const CHAT_PANEL_WIDTH = 250;

/** Spec 000 §2: chat panels sit 20 px apart. */
export const CHAT_PANEL_GAP = 20;

/** Spec 000 §2: the sidebar collapses below 950 px. */
export const SIDEBAR_COLLAPSE_PX = 950;

/** Spec 000 §2: a counter above this shows as '9+'. */
export const COUNTER_MAX = 9;

/** Spec 000 §5: a password has at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** Spec 000 §5: a password has at most 20 characters. */
export const PASSWORD_MAX_LENGTH = 20;

/** Spec 001 §5: a profile or property picture is at most 5 MB (binary megabytes). */
export const PICTURE_MAX_BYTES = 5 * MB;

/** Spec 001 §5: an Excel import is at most 1 MB. */
export const EXCEL_MAX_BYTES = 1 * MB;

/** Spec 002 §5: a payment receipt is at most 1 MB. */
export const RECEIPT_MAX_BYTES = 1 * MB;

/** Spec 002 §5: an announcement attachment is at most 5 MB. */
export const ATTACHMENT_MAX_BYTES = 5 * MB;

/** Spec 001 §5 and §9: every upload takes one file. */
export const UPLOAD_MAX_FILES = 1;

/** Spec 001 §3: a parking lot is at most 10 characters. */
export const PARKING_LOT_MAX = 10;

/** Spec 001 §1: a unit has up to three owners. */
export const MAX_OWNERS_PER_UNIT = 3;

/** Spec 000 §4 and §9: the socket retries after 5 s times the attempt count. */
export const RECONNECT_INTERVAL_MS = 5000;

/** Spec 000 §4: after 5 failed attempts the socket waits for the page to regain focus. */
export const RECONNECT_MAX_ATTEMPTS = 5;

/** Spec 000 §4: after close code 1012 the socket retries after 5 to 14 s. */
export const RESTART_RETRY_MIN_MS = 5000;

/** Spec 000 §4: the upper end of the 1012 retry interval. */
export const RESTART_RETRY_MAX_MS = 14_000;

/** Spec 000 §1 and §9: the interface languages. */
export const LOCALES = ['en', 'ms'] as const;

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** The language used when none is chosen. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/*
 * The bounds of the wire schemas (packages/domain/src/schemas/primitives.ts): every request field
 * is checked against one of these, so bad input answers 400 naming the field, never 500.
 */

/** The largest value PostgreSQL's `integer` holds: every id and count on the wire. */
export const INT32_MAX = 2_147_483_647;

/** The highest zero-based page a list takes (20 million rows, beyond any list). */
export const PAGE_MAX = 1_000_000;

/** The most characters a text field holds unless its schema names a larger maximum. */
export const TEXT_MAX = 500;

/** The most characters of an announcement's message (HTML from the editor, spec 002 §5). */
export const MESSAGE_HTML_MAX = 20_000;

/** The most characters of an inbox reply (the reply box's maxlength). */
export const REPLY_MAX = 2000;

/** The most characters of a role's name (spec 002 §4: roles a Manager adds). */
export const ROLE_NAME_MAX = 50;

/** The most characters of an e-mail address (RFC 5321's path limit), and of a login name. */
export const EMAIL_MAX = 254;

/** The most characters of a session token on the wire (ours are 43). */
export const TOKEN_MAX = 200;

/** The most characters of a visitor pass's QR code in a path (ours are 12). */
export const QRCODE_MAX = 64;

/** The most values a list field (ids, invoice types, roles, permissions) holds. */
export const LIST_MAX = 1000;

/** The most characters of an upload's original file name (as most file systems allow). */
export const FILE_NAME_MAX = 255;

/** The most characters of a base64 file field: a 5 MB file with its data URL prefix, and room. */
export const BASE64_FILE_MAX = 7 * MB + 1024;
