import { serviceUnavailableMessage, VALIDATION_MESSAGES, WIRE_MESSAGES } from '@strata/domain';

/*
 * Every text the server writes for a person to read (failures and confirmations), in one module
 * so that a later issue can translate them. Texts the specs give are copied exactly; the domain's
 * own texts (validation, the service message) are named here too, so this is the one list.
 */

/** The conventions every call shares (spec 000 §7, §8). */
export const HTTP_MESSAGES = {
  /** 409: the client is older than MIN_APP_VERSION (the app shows it under 'Updates'). */
  update: 'A new version of Strata is available. Please reload the page to update.',
  /** 429: the general rate limit. */
  rateLimit: 'Too many requests. Please wait a minute and try again.',
  /** 500: a server fault; details stay in the log. */
  serverFault: 'Something went wrong on our side. Please try again.',
  /** 400: a unique value (username, unit number, serial number) was taken meanwhile. */
  duplicate: 'This record already exists. Please check the values and try again.',
  invalidRequest: 'The request is not valid',
  invalidJson: 'The request body is not valid JSON',
  emptyBody: 'The request body is empty',
  mediaType: 'This content type is not accepted',
  tooLarge: 'The request is too large',
  contentLength: 'The request length is not valid',
  uploadTooLarge: 'The upload is too large',
  fileFieldTooLarge: (field: string) => `${field}: the file is too large`,
  multipart: 'The multipart body is not valid',
  notFound: (what: RecordName) => `${what} not found`,
  routeNotFound: 'Not found',
  databaseDown: 'The database did not answer',
  pictureNotFound: 'Picture not found',
  nulCharacter: (field: string) => `${field}: must not contain a NUL character`,
} as const;

/**
 * What the wire schemas (the domain's primitives) say of a bad field; a 400 puts the field's path
 * before it ('start_date: Must be a real date (yyyy-mm-dd)').
 */
export const FIELD_MESSAGES = WIRE_MESSAGES;

/** The records a 404 names ('Unit not found'); the only names `notFound` takes. */
export const RECORD_NAMES = [
  'Record',
  'User',
  'Owner',
  'Unit',
  'Card',
  'Device',
  'Property',
  'Service',
  'Visitor',
  'Picture',
  'Account statement',
  'Payment',
  'Receipt',
  'Announcement',
  'Message',
  'Attachment',
] as const;

/** A record name of a 404. */
export type RecordName = (typeof RECORD_NAMES)[number];

/** 401: the session must end (the client signs out, spec 000 §8). */
export const SESSION_ENDED_MESSAGES = {
  signIn: 'Please sign in to continue',
  ended: 'Your session has ended. Please sign in again.',
} as const;

/** The session calls. */
export const SESSION_MESSAGES = {
  wrongCredentials: 'The email/username or password is incorrect',
  deactivated: 'Your account has been deactivated. Please contact your property management.',
  tooManyTries: 'Too many sign-in attempts. Please wait a minute and try again.',
  slowDown: 'Too many failed sign-ins. Please wait a moment and try again.',
  failedSignInsSubject:
    'Failed sign-ins to your Strata account / Log masuk gagal ke akaun Strata anda',
  failedSignInsText: (name: string, failures: number) =>
    [
      `Hello ${name},`,
      '',
      `There have been ${failures} failed sign-ins to your Strata account within the hour, so further tries are slowed down. If this was not you, your account is still yours: sign in as usual, and consider changing your password.`,
      '',
      `Helo ${name},`,
      '',
      `Terdapat ${failures} log masuk yang gagal ke akaun Strata anda dalam masa sejam, jadi cubaan seterusnya diperlahankan. Jika ini bukan anda, akaun anda masih milik anda: log masuk seperti biasa, dan pertimbangkan untuk menukar kata laluan anda.`,
      '',
    ].join('\n'),
  signedOut: 'You have been signed out',
  passwordSent: 'If this email address is registered, a new password has been sent to it.',
  newPasswordSubject: 'Your temporary Strata password / Kata laluan sementara Strata anda',
  newPasswordText: (name: string, password: string, username: string, minutes: number) =>
    [
      `Hello ${name},`,
      '',
      `Your temporary password is: ${password}`,
      '',
      `It works once, for ${minutes} minutes, with your username ${username}. Until you sign in with it, your current password keeps working; once you do, it becomes your password and your other sessions end. Please change it in your profile. If you did not ask for it, ignore this e-mail.`,
      '',
      `Helo ${name},`,
      '',
      `Kata laluan sementara anda ialah: ${password}`,
      '',
      `Ia boleh digunakan sekali, dalam masa ${minutes} minit, dengan nama pengguna ${username}. Sehingga anda log masuk dengannya, kata laluan semasa anda masih berfungsi; selepas itu, ia menjadi kata laluan anda dan sesi anda yang lain ditamatkan. Sila tukarkannya dalam profil anda. Jika anda tidak memintanya, abaikan e-mel ini.`,
      '',
    ].join('\n'),
  tooManyResets: 'Too many password requests. Please wait an hour and try again.',
} as const;

/** Account changes (issue 15 §6): confirming a new e-mail address. */
export const ACCOUNT_MESSAGES = {
  confirmSubject: 'Confirm your new Strata e-mail address / Sahkan alamat e-mel Strata baharu anda',
  confirmText: (name: string, link: string, hours: number) =>
    [
      `Hello ${name},`,
      '',
      `Please confirm this as your Strata e-mail address by opening this link within ${hours} hours:`,
      link,
      '',
      'Until you do, your current address stays in use. If you did not ask for this, ignore this e-mail.',
      '',
      `Helo ${name},`,
      '',
      `Sila sahkan alamat ini sebagai alamat e-mel Strata anda dengan membuka pautan ini dalam masa ${hours} jam:`,
      link,
      '',
      'Sehingga itu, alamat semasa anda terus digunakan. Jika anda tidak memintanya, abaikan e-mel ini.',
      '',
    ].join('\n'),
  noticeSubject: 'Your Strata e-mail address is changing / Alamat e-mel Strata anda sedang ditukar',
  noticeText: (name: string, email: string) =>
    [
      `Hello ${name},`,
      '',
      `A change of your Strata e-mail address to ${email} was asked for. It takes effect once the link mailed there is opened. If this was not you, change your password and tell your property management.`,
      '',
      `Helo ${name},`,
      '',
      `Pertukaran alamat e-mel Strata anda kepada ${email} telah diminta. Ia berkuat kuasa setelah pautan yang dihantar ke alamat itu dibuka. Jika ini bukan anda, tukar kata laluan anda dan maklumkan kepada pengurusan hartanah anda.`,
      '',
    ].join('\n'),
  confirmed: 'Your e-mail address has been confirmed. You can close this page.',
  linkInvalid: 'This confirmation link is not valid or has expired.',
} as const;

/** How a permission reads in a refusal ('You do not have permission to add units.'). */
const VERBS: Record<string, string> = {
  View: 'view',
  Create: 'add',
  Update: 'change',
  Delete: 'delete',
};

/** How an access area reads in a refusal. */
const AREAS: Record<string, string> = {
  Owners: 'owners',
  Admins: 'admins',
  Units: 'units',
  'Access Card': 'access cards',
  Properties: 'properties',
  Visitors: 'visitors',
  Audit: 'the audit log',
  'Account Statement': 'account statements',
  Payments: 'payments',
  Announcements: 'announcements',
};

/**
 * 400: a signed-in user may not do this. Never 401/402/403, which end the session on the client
 * (spec 000 §8); the message says what is refused.
 */
export const REFUSAL_MESSAGES = {
  permission: (area: string, permission: string) => {
    const verb = VERBS[permission];
    const what = AREAS[area] ?? area;
    return verb
      ? `You do not have permission to ${verb} ${what}.`
      : `You do not have the ${permission} permission on ${what}.`;
  },
  /** Spec 002 §2, exactly: 'Visitors Service is not available. Please ask …'. */
  service: serviceUnavailableMessage,
  noProperty: 'Your account does not belong to a property.',
  checkIn: 'Only guards and admins can check visitors in',
  checkOut: 'Only guards and admins can check visitors out',
  addProperty: 'Only a super user can add properties',
  activateProperty: 'Only a super user can activate or deactivate a property',
  toggleService: 'Only a super user can enable or disable services',
} as const;

/** The users calls. */
export const USER_MESSAGES = {
  propertyRequired: 'Property is required',
  usernameTaken: 'Username has already been taken',
  emailTaken: 'Email has already been taken',
  roleRequired: 'Role is required for admins',
  notARole: (role: string) => `${role} is not a role of this property`,
  threeOwners: 'This unit already has three owners. Unassign one before adding another.',
  deactivateSelf: 'You cannot deactivate your own account',
  deleteSelf: 'You cannot delete your own account',
  currentPasswordWrong: 'Current password is incorrect',
  roleAboveOwn: 'You cannot give a role above your own.',
  userAboveOwn: 'You cannot change a user whose role is above your own.',
  removed: (type: 'owners' | 'admins') =>
    `${type === 'owners' ? 'Owner' : 'Admin'} has been removed`,
  deviceRemoved: 'Device has been removed',
  twiceInFile: 'Username or email appears twice in the file',
  unitNotInProperty: (unitNo: string) => `Unit ${unitNo} is not in this property`,
  unitFull: (unitNo: string) => `Unit ${unitNo} already has three owners`,
} as const;

/** How a unit's amounts read in a message. */
const AMOUNT_NAMES = {
  maintenance_amount: 'Maintenance amount',
  water_amount: 'Water amount',
  other_amount: 'Other amount',
} as const;

/** The units and access card calls. */
export const UNIT_MESSAGES = {
  exists: (unitNo: string) => `Unit ${unitNo} already exists in this property`,
  removed: 'Unit has been removed',
  alreadyAssigned: 'This owner is already assigned to the unit',
  emptySlot: 'There is no owner in this slot',
  unassigned: 'Owner has been unassigned from the unit',
  twiceInFile: (unitNo: string) => `Unit ${unitNo} appears twice in the file`,
  notAnOwner: (username: string) => `Owner ${username} is not an owner of this property`,
  level: 'Level must be a whole number',
  squareFeet: 'Square feet must be a whole number of 0 or more',
  amount: (field: 'maintenance_amount' | 'water_amount' | 'other_amount') =>
    `${AMOUNT_NAMES[field]} must be between 0 and 999,999,999`,
  cardTaken: (serial: string) => `Card ${serial} is already registered`,
  cardRemoved: 'Card has been removed',
} as const;

/** The properties calls. */
export const PROPERTY_MESSAGES = {
  alreadyEnabled: (service: string) => `${service} is already enabled`,
  notEnabled: (service: string) => `${service} is not enabled`,
  toggled: (service: string, enabled: boolean) =>
    `${service} has been ${enabled ? 'enabled' : 'disabled'}`,
  allProperties: 'All properties',
} as const;

/** The visitor calls. */
export const VISITOR_MESSAGES = {
  notFound: 'Visitor' as RecordName,
  passNotFound: 'This visitor pass does not exist. Please check the QR code.',
  alreadyIn: 'Visitor has already checked in',
  notYet: (day: string) => `This visitor pass is valid from ${day}`,
  expired: 'This visitor pass has expired',
  notCheckedIn: 'Visitor has not checked in yet',
  alreadyOut: 'Visitor has already checked out',
  unitRequired: 'Unit is required',
  startBeforeToday: VALIDATION_MESSAGES.startBeforeToday,
} as const;

/** Uploads and Excel imports (spec 001 §5). */
export const UPLOAD_MESSAGES = {
  imageTooLarge: VALIDATION_MESSAGES.imageTooLarge,
  fileTooLarge: VALIDATION_MESSAGES.fileTooLarge,
  fileNotSupported: VALIDATION_MESSAGES.fileNotSupported,
  noSheet: 'The file has no sheet to import',
  notTemplate: (missing: string[]) =>
    `The file does not follow the template: missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
  tooManyRows: (max: number) => `A file may hold at most ${max} rows`,
  unpackedTooLarge:
    'The file is too large once unpacked. Please import fewer rows or remove pictures and formatting.',
  noRows: 'The file has no rows to import',
  nothingImported: (rows: string[], more: number) =>
    `Nothing was imported. ${rows.join('; ')}${more > 0 ? `; and ${more} more` : ''}`,
  row: (row: number, reason: string) => `Row ${row}: ${reason}`,
} as const;

/** Support, settings and the developer pages (spec 002 §7, §8). */
export const ADMIN_MESSAGES = {
  reportSent: 'Report has been sent! Thank you for reporting!',
  resolved: 'Report has been resolved',
  resolveSuperOnly: 'Only a super user can resolve reports',
  alreadyResolved: 'This report has already been resolved',
  saved: 'Changes has been saved',
  settingsRefused: 'Only a super user or a Manager can change the settings',
  settingsProperty: 'Choose a property to change its settings',
  roleCreated: 'Cannot delete role that has been created',
  roleSystem: 'Cannot delete role that is required by the system',
  roleTwice: (name: string) => `Role ${name} appears twice`,
  unknownArea: (area: string) => `${area} is not an access area`,
  unknownPermission: (area: string, permission: string) =>
    `${permission} is not a permission of ${area}`,
  developerOnly: 'Only a developer user can open this page',
  logCleared: 'Log has been cleared',
  noErrors: 'Yay..! No errors..!',
  houseRulesMissing: 'This property has no house rules yet',
  houseRulesUploaded: 'Document has been uploaded!',
  houseRulesRefused: 'You do not have permission to change the house rules.',
  houseRulesTooLarge: 'House rules must be below 5MB.',
} as const;

/** The finance calls (spec 002 §5, §8). */
export const FINANCE_MESSAGES = {
  statementNotFound: 'Account statement',
  paymentNotFound: 'Payment',
  unitNotFound: 'Unit',
  receiptNotFound: 'Receipt',
  readingOrder: VALIDATION_MESSAGES.readingOrder,
  waterOneUnit: 'A Water Bill is issued for one unit at a time',
  waterTariff: (unitNo: string) => `Unit ${unitNo} has no water tariff`,
  maintenanceAmount: (unitNo: string) => `Unit ${unitNo} has no maintenance amount`,
  noOwners: 'Invoice will ONLY be issued to units that have owners assigned.',
  alreadyIssued: (bill: string, unitNo: string, month: string) =>
    `${bill} for unit ${unitNo} has already been issued for ${month}`,
  monthRequired: VALIDATION_MESSAGES.monthRequired,
  onlineBanking: VALIDATION_MESSAGES.onlineBankingUnavailable,
  receiptRequired: VALIDATION_MESSAGES.receiptRequired,
  bankUnknown: 'Please choose a bank from the list',
  amountTooLarge: 'Amount must be between RM 0 and RM 999,999,999.99',
  added: 'Payment has been added',
  submitted: 'Your payment has been submited for approval',
  verified: 'Payment has been verified',
  rejected: 'Payment has been rejected',
  notPending: (status: string) => `This payment is already ${status}`,
  ownersCannotReview: 'Only property staff can verify or reject payments',
  uploaded: 'Document has been uploaded!',
} as const;

/** The announcement and inbox calls (spec 002 §5, §8). */
export const MESSAGE_MESSAGES = {
  announcementNotFound: 'Announcement',
  messageNotFound: 'Message',
  attachmentNotFound: 'Attachment',
  attachmentUnknown: 'The attachment was not found. Please upload it again.',
  noMessages: 'Choose at least one of your messages',
  adminsOnly: 'Only admins can send or open announcements',
  sent: 'Announcement has been sent',
  replied: 'Reply has been submitted',
  replyRequired: VALIDATION_MESSAGES.replyRequired,
  removed: 'Message has been removed',
  allRead: 'All messages has been marked as read',
  allRemoved: 'All messages has been removed',
  archiveCleared: 'Archive has been cleared',
} as const;

/** The names of the report types in the report call's refusals (spec 002 §6). */
const REPORT_NAMES: Record<string, { en: string; ms: string }> = {
  trip: { en: 'Trip', ms: 'Perjalanan' },
  marketing: { en: 'Marketing', ms: 'Pemasaran' },
  financial: { en: 'Financial', ms: 'Kewangan' },
  passenger: { en: 'Passenger', ms: 'Penumpang' },
  agent: { en: 'Agent', ms: 'Ejen' },
  agent_redeemed: { en: 'Agent Redeemed', ms: 'Tebusan Ejen' },
  daily_redemption: { en: 'Daily Redemption', ms: 'Tebusan Harian' },
  closing_account: { en: 'Closing Account', ms: 'Penutupan Akaun' },
  cash_movement: { en: 'Cash Movement', ms: 'Pergerakan Tunai' },
  reprint: { en: 'Reprint', ms: 'Cetak Semula' },
  sales: { en: 'Sales', ms: 'Jualan' },
  customer: { en: 'Customer', ms: 'Pelanggan' },
  boat_operator: { en: 'Boat Operator', ms: 'Pengendali Bot' },
  void_note: { en: 'Void Note', ms: 'Nota Batal' },
};

/** The report filters that name a record, in the report call's refusals. */
const REPORT_FILTER_NAMES: Record<string, { en: string; ms: string }> = {
  staff_id: { en: 'This staff member', ms: 'Kakitangan ini' },
  jetty_id: { en: 'This jetty', ms: 'Jeti ini' },
  package_id: { en: 'This package', ms: 'Pakej ini' },
  addon_id: { en: 'This add-on', ms: 'Tambahan ini' },
  group_type_value: { en: 'This company', ms: 'Syarikat ini' },
  payment_method: { en: 'This payment method', ms: 'Kaedah pembayaran ini' },
};

/**
 * The report call's refusals (spec 002 §5, §6), in English and Malay: the call answers in Malay
 * when asked with lang=ms or an Accept-Language that prefers ms. The quoted product copy is kept.
 */
export const REPORT_MESSAGES = {
  en: {
    purchasedSameMonth: VALIDATION_MESSAGES.purchasedSameMonth,
    departureSameMonth: VALIDATION_MESSAGES.departureSameMonth,
    jettyRequired: VALIDATION_MESSAGES.jettyRequired,
    monthRequired: VALIDATION_MESSAGES.monthRequired,
    staffRequired: 'Please select staff',
    tripTypeRequired: 'Please select trip type',
    departureRequired: 'Please select departure date',
    typeRefused: (type: string) =>
      `The ${REPORT_NAMES[type]?.en ?? type} report is not available to your role`,
    ownStaffOnly: 'You can only get reports of your own sales',
    xlsxRefused:
      'Download (.xlsx) is only for the Agent, Agent Redeemed and Daily Redemption reports',
    notOnProperty: (field: string) =>
      `${REPORT_FILTER_NAMES[field]?.en ?? field} is not on your property`,
  },
  ms: {
    purchasedSameMonth: 'Julat tarikh pembelian mestilah dalam bulan yang sama',
    departureSameMonth: 'Julat tarikh berlepas mestilah dalam bulan yang sama',
    jettyRequired: 'Sila pilih jeti',
    monthRequired: 'Sila pilih bulan',
    staffRequired: 'Sila pilih kakitangan',
    tripTypeRequired: 'Sila pilih jenis perjalanan',
    departureRequired: 'Sila pilih tarikh berlepas',
    typeRefused: (type: string) =>
      `Laporan ${REPORT_NAMES[type]?.ms ?? type} tidak tersedia untuk peranan anda`,
    ownStaffOnly: 'Anda hanya boleh mendapatkan laporan jualan anda sendiri',
    xlsxRefused: 'Muat turun (.xlsx) hanya untuk laporan Ejen, Tebusan Ejen dan Tebusan Harian',
    notOnProperty: (field: string) =>
      `${REPORT_FILTER_NAMES[field]?.ms ?? field} tiada di hartanah anda`,
  },
} as const;

/** The report types' names, for a report's title. */
export const REPORT_TITLES = Object.fromEntries(
  Object.entries(REPORT_NAMES).map(([type, name]) => [type, `${name.en} Report`]),
) as Record<string, string>;

/**
 * Malay texts of the server's messages added by issue 15 (keyed by the English text), for a
 * client that asks in Malay; a test checks each new message has one.
 */
export const MALAY_MESSAGES: Record<string, string> = {
  [SESSION_MESSAGES.tooManyResets]:
    'Terlalu banyak permintaan kata laluan. Sila tunggu sejam dan cuba lagi.',
  [SESSION_MESSAGES.slowDown]:
    'Terlalu banyak log masuk yang gagal. Sila tunggu sebentar dan cuba lagi.',
  [UPLOAD_MESSAGES.unpackedTooLarge]:
    'Fail ini terlalu besar apabila dibuka. Sila import lebih sedikit baris atau buang gambar dan format.',
  [USER_MESSAGES.roleAboveOwn]:
    'Anda tidak boleh memberikan peranan yang lebih tinggi daripada peranan anda.',
  [USER_MESSAGES.userAboveOwn]:
    'Anda tidak boleh mengubah pengguna yang peranannya lebih tinggi daripada peranan anda.',
  [ACCOUNT_MESSAGES.confirmed]: 'Alamat e-mel anda telah disahkan. Anda boleh menutup halaman ini.',
  [ACCOUNT_MESSAGES.linkInvalid]: 'Pautan pengesahan ini tidak sah atau telah tamat tempoh.',
};
