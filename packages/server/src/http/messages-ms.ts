/*
 * The Malay of every fixed text in messages.ts (issue 16: the server answers in the language the
 * client asks for with Accept-Language, en or ms). Keyed by the English text, so messages.ts stays
 * the one list of what the server says; texts built from values are matched by pattern below.
 * A text with no Malay here goes out in English (a test lists every fixed text without one).
 */

import { MALAY_MESSAGES } from './messages';

/** English text → Malay, for every fixed text in messages.ts. */
export const MALAY: Readonly<Record<string, string>> = {
  // The account and limit messages of issue 15, kept beside their English in messages.ts
  ...MALAY_MESSAGES,
  // HTTP_MESSAGES
  'A new version of Strata is available. Please reload the page to update.':
    'Versi baharu Strata telah tersedia. Sila muat semula halaman untuk mengemas kini.',
  'Too many requests. Please wait a minute and try again.':
    'Terlalu banyak permintaan. Sila tunggu seminit dan cuba lagi.',
  'Something went wrong on our side. Please try again.':
    'Berlaku masalah di pihak kami. Sila cuba lagi.',
  'This record already exists. Please check the values and try again.':
    'Rekod ini sudah wujud. Sila semak nilai dan cuba lagi.',
  'The request is not valid': 'Permintaan tidak sah',
  'The request body is not valid JSON': 'Kandungan permintaan bukan JSON yang sah',
  'The request body is empty': 'Kandungan permintaan kosong',
  'This content type is not accepted': 'Jenis kandungan ini tidak diterima',
  'The request is too large': 'Permintaan terlalu besar',
  'The request length is not valid': 'Panjang permintaan tidak sah',
  'The upload is too large': 'Muat naik terlalu besar',
  'Not found': 'Tidak dijumpai',
  'The database did not answer': 'Pangkalan data tidak menjawab',
  'Picture not found': 'Gambar tidak dijumpai',
  'The multipart body is not valid': 'Kandungan multipart tidak sah',
  'must not contain a NUL character': 'tidak boleh mengandungi aksara NUL',
  // FIELD_MESSAGES (the domain's wire primitives; a 400 puts the field's path before them)
  'Must be a number': 'Mestilah nombor',
  'Must be a whole number': 'Mestilah nombor bulat',
  'Must be 0 or more': 'Mestilah 0 atau lebih',
  'Must be a valid id': 'Mestilah id yang sah',
  'Must be true or false': 'Mestilah benar atau palsu',
  'Must be text': 'Mestilah teks',
  'Must be a list': 'Mestilah senarai',
  'Must be a valid email address': 'Mestilah alamat e-mel yang sah',
  'Must be a date (yyyy-mm-dd)': 'Mestilah tarikh (yyyy-mm-dd)',
  'Must be a real date (yyyy-mm-dd)': 'Mestilah tarikh yang wujud dalam kalendar (yyyy-mm-dd)',
  'Must be a month (yyyy-mm)': 'Mestilah bulan (yyyy-mm)',
  'Must be a real month (yyyy-mm)': 'Mestilah bulan yang wujud dalam kalendar (yyyy-mm)',
  'File name is required': 'Nama fail diperlukan',
  'Must be a file name, without / or \\': 'Mestilah nama fail, tanpa / atau \\',
  'Must not contain control characters': 'Tidak boleh mengandungi aksara kawalan',
  'QR code is required': 'Kod QR diperlukan',
  'QR code is too long': 'Kod QR terlalu panjang',
  'QR code may contain only letters, digits, - and _':
    'Kod QR hanya boleh mengandungi huruf, digit, - dan _',
  // SESSION_ENDED_MESSAGES
  'Please sign in to continue': 'Sila log masuk untuk meneruskan',
  'Your session has ended. Please sign in again.': 'Sesi anda telah tamat. Sila log masuk semula.',
  // SESSION_MESSAGES
  'The email/username or password is incorrect': 'E-mel/nama pengguna atau kata laluan tidak betul',
  'Your account has been deactivated. Please contact your property management.':
    'Akaun anda telah dinyahaktifkan. Sila hubungi pengurusan hartanah anda.',
  'Too many sign-in attempts. Please wait a minute and try again.':
    'Terlalu banyak cubaan log masuk. Sila tunggu seminit dan cuba lagi.',
  'Too many failed sign-ins for this account. Please try again in an hour, or reset your password.':
    'Terlalu banyak log masuk gagal bagi akaun ini. Sila cuba lagi dalam sejam, atau tetapkan semula kata laluan anda.',
  'You have been signed out': 'Anda telah log keluar',
  'If this email address is registered, a new password has been sent to it.':
    'Jika alamat e-mel ini berdaftar, kata laluan baharu telah dihantar kepadanya.',
  'Your new Strata password': 'Kata laluan Strata baharu anda',
  // REFUSAL_MESSAGES
  'Your account does not belong to a property.':
    'Akaun anda tidak dimiliki oleh mana-mana hartanah.',
  'Only guards and admins can check visitors in':
    'Hanya pengawal dan pentadbir boleh mendaftar masuk pelawat',
  'Only guards and admins can check visitors out':
    'Hanya pengawal dan pentadbir boleh mendaftar keluar pelawat',
  'Only a super user can add properties': 'Hanya pengguna super boleh menambah hartanah',
  'Only a super user can activate or deactivate a property':
    'Hanya pengguna super boleh mengaktifkan atau menyahaktifkan hartanah',
  'Only a super user can enable or disable services':
    'Hanya pengguna super boleh mengaktifkan atau mematikan perkhidmatan',
  // USER_MESSAGES
  'Property is required': 'Hartanah diperlukan',
  'Username has already been taken': 'Nama pengguna telah digunakan',
  'Email has already been taken': 'E-mel telah digunakan',
  'Role is required for admins': 'Peranan diperlukan bagi pentadbir',
  'This unit already has three owners. Unassign one before adding another.':
    'Unit ini sudah mempunyai tiga pemilik. Nyahtetapkan seorang sebelum menambah yang lain.',
  'You cannot deactivate your own account': 'Anda tidak boleh menyahaktifkan akaun anda sendiri',
  'You cannot delete your own account': 'Anda tidak boleh memadam akaun anda sendiri',
  'Current password is incorrect': 'Kata laluan semasa tidak betul',
  'Owner has been removed': 'Pemilik telah dialih keluar',
  'Admin has been removed': 'Pentadbir telah dialih keluar',
  'Device has been removed': 'Peranti telah dialih keluar',
  'Username or email appears twice in the file':
    'Nama pengguna atau e-mel muncul dua kali dalam fail',
  // UNIT_MESSAGES
  'Unit has been removed': 'Unit telah dialih keluar',
  'This owner is already assigned to the unit': 'Pemilik ini sudah ditetapkan kepada unit ini',
  'There is no owner in this slot': 'Tiada pemilik dalam slot ini',
  'Owner has been unassigned from the unit': 'Pemilik telah dinyahtetapkan daripada unit',
  'Level must be a whole number': 'Aras mestilah nombor bulat',
  'Square feet must be a whole number of 0 or more':
    'Kaki persegi mestilah nombor bulat 0 atau lebih',
  'Card has been removed': 'Kad telah dialih keluar',
  // PROPERTY_MESSAGES
  'All properties': 'Semua hartanah',
  // VISITOR_MESSAGES
  'This visitor pass does not exist. Please check the QR code.':
    'Pas pelawat ini tidak wujud. Sila semak kod QR.',
  'Visitor has already checked in': 'Pelawat telah pun mendaftar masuk',
  'This visitor pass has expired': 'Pas pelawat ini telah tamat tempoh',
  'Visitor has not checked in yet': 'Pelawat belum mendaftar masuk',
  'Visitor has already checked out': 'Pelawat telah pun mendaftar keluar',
  'Unit is required': 'Unit diperlukan',
  'Start date cannot be before today': 'Tarikh mula tidak boleh sebelum hari ini',
  // UPLOAD_MESSAGES
  'Image must be below 5MB.': 'Imej mestilah kurang daripada 5MB.',
  'File size exceeded 1MB.': 'Saiz fail melebihi 1MB.',
  'File not supported.': 'Fail tidak disokong.',
  'The file has no sheet to import': 'Fail tiada helaian untuk diimport',
  'The file has no rows to import': 'Fail tiada baris untuk diimport',
  // ADMIN_MESSAGES
  'Report has been sent! Thank you for reporting!':
    'Laporan telah dihantar! Terima kasih kerana melaporkan!',
  'Report has been resolved': 'Laporan telah diselesaikan',
  'Only a super user can resolve reports': 'Hanya pengguna super boleh menyelesaikan laporan',
  'This report has already been resolved': 'Laporan ini telah pun diselesaikan',
  'Changes has been saved': 'Perubahan telah disimpan',
  'Only a super user or a Manager can change the settings':
    'Hanya pengguna super atau Pengurus boleh mengubah tetapan',
  'Choose a property to change its settings': 'Pilih hartanah untuk mengubah tetapannya',
  'Cannot delete role that has been created': 'Tidak boleh memadam peranan yang telah dicipta',
  'Cannot delete role that is required by the system':
    'Tidak boleh memadam peranan yang diperlukan oleh sistem',
  'Only a developer user can open this page': 'Hanya pengguna pembangun boleh membuka halaman ini',
  'Log has been cleared': 'Log telah dikosongkan',
  'Yay..! No errors..!': 'Yay..! Tiada ralat..!',
  'This property has no house rules yet': 'Hartanah ini belum mempunyai peraturan rumah',
  'Document has been uploaded!': 'Dokumen telah dimuat naik!',
  'You do not have permission to change the house rules.':
    'Anda tidak mempunyai kebenaran untuk mengubah peraturan rumah.',
  'House rules must be below 5MB.': 'Peraturan rumah mestilah kurang daripada 5MB.',
  // FINANCE_MESSAGES
  'Current reading should be greater than previous reading':
    'Bacaan semasa mestilah lebih besar daripada bacaan sebelumnya',
  'A Water Bill is issued for one unit at a time':
    'Bil Air dikeluarkan bagi satu unit pada satu masa',
  'Invoice will ONLY be issued to units that have owners assigned.':
    'Invois HANYA akan dikeluarkan kepada unit yang mempunyai pemilik.',
  'Please select month': 'Sila pilih bulan',
  'Online Banking service is not available. Please ask your property management to enable this service.':
    'Perkhidmatan Perbankan Dalam Talian tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
  'Please upload payment receipt': 'Sila muat naik resit pembayaran',
  'Please choose a bank from the list': 'Sila pilih bank daripada senarai',
  'Amount must be between RM 0 and RM 999,999,999.99':
    'Jumlah mestilah antara RM 0 dan RM 999,999,999.99',
  'Payment has been added': 'Bayaran telah ditambah',
  'Your payment has been submited for approval': 'Bayaran anda telah dihantar untuk kelulusan',
  'Payment has been verified': 'Bayaran telah disahkan',
  'Payment has been rejected': 'Bayaran telah ditolak',
  'Only property staff can verify or reject payments':
    'Hanya kakitangan hartanah boleh mengesahkan atau menolak bayaran',
  // MESSAGE_MESSAGES
  'The attachment was not found. Please upload it again.':
    'Lampiran tidak dijumpai. Sila muat naiknya semula.',
  'Choose at least one of your messages': 'Pilih sekurang-kurangnya satu mesej anda',
  'Only admins can send or open announcements':
    'Hanya pentadbir boleh menghantar atau membuka pengumuman',
  'Announcement has been sent': 'Pengumuman telah dihantar',
  'Reply has been submitted': 'Balasan telah dihantar',
  'Please provide your reply': 'Sila berikan balasan anda',
  'Message has been removed': 'Mesej telah dialih keluar',
  'All messages has been marked as read': 'Semua mesej telah ditanda sebagai dibaca',
  'All messages has been removed': 'Semua mesej telah dialih keluar',
  'Archive has been cleared': 'Arkib telah dikosongkan',
  // REPORT_TITLES
  'Trip Report': 'Laporan Perjalanan',
  'Marketing Report': 'Laporan Pemasaran',
  'Financial Report': 'Laporan Kewangan',
  'Passenger Report': 'Laporan Penumpang',
  'Agent Report': 'Laporan Ejen',
  'Agent Redeemed Report': 'Laporan Ejen Ditebus',
  'Daily Redemption Report': 'Laporan Penebusan Harian',
  'Closing Account Report': 'Laporan Akaun Penutupan',
  'Cash Movement Report': 'Laporan Pergerakan Tunai',
  'Reprint Report': 'Laporan Cetak Semula',
  'Sales Report': 'Laporan Jualan',
  'Customer Report': 'Laporan Pelanggan',
  'Boat Operator Report': 'Laporan Pengendali Bot',
  'Void Note Report': 'Laporan Nota Pembatalan',
};

/** The record names a 404 uses ('Visitor not found'), in Malay. */
const RECORDS: Readonly<Record<string, string>> = {
  Record: 'Rekod',
  User: 'Pengguna',
  Owner: 'Pemilik',
  Unit: 'Unit',
  Card: 'Kad',
  Device: 'Peranti',
  Property: 'Hartanah',
  Service: 'Perkhidmatan',
  Visitor: 'Pelawat',
  Picture: 'Gambar',
  'Account statement': 'Penyata akaun',
  Payment: 'Bayaran',
  Receipt: 'Resit',
  Announcement: 'Pengumuman',
  Message: 'Mesej',
  Attachment: 'Lampiran',
};

/** How a refusal's permission and area read in Malay. */
const VERBS: Readonly<Record<string, string>> = {
  view: 'melihat',
  add: 'menambah',
  change: 'mengubah',
  delete: 'memadam',
};
const AREAS: Readonly<Record<string, string>> = {
  owners: 'pemilik',
  admins: 'pentadbir',
  units: 'unit',
  'access cards': 'kad akses',
  properties: 'hartanah',
  visitors: 'pelawat',
  'the audit log': 'log audit',
  'account statements': 'penyata akaun',
  payments: 'bayaran',
  announcements: 'pengumuman',
};

const SERVICES: Readonly<Record<string, string>> = {
  Visitors: 'Pelawat',
  Payments: 'Pembayaran',
  Facilities: 'Kemudahan',
  'Online Banking': 'Perbankan Dalam Talian',
};

/** Texts built from values (messages.ts's functions), as patterns with their Malay. */
const PATTERNS: readonly [RegExp, (...groups: string[]) => string][] = [
  [/^(.+) not found$/, (what) => `${RECORDS[what] ?? what} tidak dijumpai`],
  [
    /^You do not have permission to (view|add|change|delete) (.+)\.$/,
    (verb, area) => `Anda tidak mempunyai kebenaran untuk ${VERBS[verb]} ${AREAS[area] ?? area}.`,
  ],
  [
    /^(.+) Service is not available\. Please ask your property management to enable this service\.$/,
    (service) =>
      `Perkhidmatan ${SERVICES[service] ?? service} tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.`,
  ],
  [/^This visitor pass is valid from (.+)$/, (day) => `Pas pelawat ini sah mulai ${day}`],
  [/^Unit (\S+) is not in this property$/, (unit) => `Unit ${unit} tiada dalam hartanah ini`],
  [/^Unit (\S+) already has three owners$/, (unit) => `Unit ${unit} sudah mempunyai tiga pemilik`],
  [
    /^Unit (\S+) already exists in this property$/,
    (unit) => `Unit ${unit} sudah wujud dalam hartanah ini`,
  ],
  [/^Unit (\S+) appears twice in the file$/, (unit) => `Unit ${unit} muncul dua kali dalam fail`],
  [/^Unit (\S+) has no water tariff$/, (unit) => `Unit ${unit} tiada tarif air`],
  [/^Unit (\S+) has no maintenance amount$/, (unit) => `Unit ${unit} tiada amaun penyelenggaraan`],
  [/^Card (.+) is already registered$/, (card) => `Kad ${card} sudah didaftarkan`],
  [/^(.+) is not a role of this property$/, (role) => `${role} bukan peranan hartanah ini`],
  [/^Row (\d+): (.+)$/, (row, reason) => `Baris ${row}: ${toMalay(reason)}`],
  [
    /^A file may hold at most (\d+) rows$/,
    (max) => `Fail boleh memuatkan paling banyak ${max} baris`,
  ],
  [/^(.+): the file is too large$/, (field) => `${field}: fail terlalu besar`],
  [/^Must be at most (\d+) characters$/, (n) => `Mestilah tidak melebihi ${n} aksara`],
  [/^Must be at most (\d+)$/, (n) => `Mestilah tidak melebihi ${n}`],
  [/^Must hold at most (\d+) values$/, (n) => `Mestilah mengandungi paling banyak ${n} nilai`],
  // A field's path before the text of a 400 ('start_date: …', 'roles.0.name: …'), last.
  [/^([A-Za-z_]\w*(?:\.\w+)*): (.+)$/, (field, text) => `${field}: ${toMalay(text)}`],
];

/** A server text in Malay: the fixed text's Malay, a pattern's, or the English as it was. */
export function toMalay(text: string): string {
  const fixed = MALAY[text];
  if (fixed) return fixed;
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return render(...match.slice(1));
  }
  return text;
}

/**
 * Whether an Accept-Language header prefers Malay to English: the first of `ms`/`en` by quality
 * (then by order) wins; without either, English.
 */
export function prefersMalay(header: string | readonly string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: 'ms' | 'en'; quality: number } | undefined;
  for (const part of String(value).split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const language = tag.split('-')[0];
    if (language !== 'ms' && language !== 'en') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language === 'ms';
}

/**
 * A reply with its `error` and `message` texts in the language the request asks for (any other
 * payload as it was): the preSerialization hook of every /api reply.
 */
export function localizeReply(header: string | readonly string[] | undefined, payload: unknown) {
  if (!prefersMalay(header) || typeof payload !== 'object' || payload === null) return payload;
  if (Array.isArray(payload)) return payload;
  const reply = payload as Record<string, unknown>;
  if (typeof reply.error !== 'string' && typeof reply.message !== 'string') return payload;
  return {
    ...reply,
    ...(typeof reply.error === 'string' ? { error: toMalay(reply.error) } : {}),
    ...(typeof reply.message === 'string' ? { message: toMalay(reply.message) } : {}),
  };
}
