import { MESSAGES, messageText, say, type ComplaintStatus, type MessageId } from '@strata/domain';

/*
 * Every text the server writes for a person to read (failures and confirmations), by its id in
 * the domain's catalog (@strata/domain MESSAGES, English and Malay). Each is said when it is read,
 * in the language of the request being answered (http/reply-language.ts), so the call sites read
 * `HTTP_MESSAGES.notFound('Unit')` or `USER_MESSAGES.emailTaken` as before. The e-mails are
 * written in both languages at once and stay here as they are.
 */

/**
 * `extra` with a getter per entry of `ids` that says the message in the language being spoken
 * when it is read (never spread the result: spreading reads every getter once, in English).
 */
function said<const Ids extends Record<string, MessageId>, Extra extends object = object>(
  ids: Ids,
  extra: Extra = {} as Extra,
  speak: (id: MessageId) => string = say,
): { readonly [K in keyof Ids]: string } & Extra {
  const texts = Object.defineProperties({}, Object.getOwnPropertyDescriptors(extra));
  for (const [key, id] of Object.entries(ids)) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => speak(id) });
  }
  return texts as { readonly [K in keyof Ids]: string } & Extra;
}

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
  'Facility',
  'Booking',
  'Complaint',
  'Tenant',
  // new:resource records inserts above
] as const;

/** A record name of a 404. */
export type RecordName = (typeof RECORD_NAMES)[number];

/** The conventions every call shares (spec 000 §7, §8). */
export const HTTP_MESSAGES = said(
  {
    /** 409: the client is older than MIN_APP_VERSION (the app shows it under 'Updates'). */
    update: 'http.update',
    /** 429: the general rate limit. */
    rateLimit: 'http.rateLimit',
    /** 500: a server fault; details stay in the log. */
    serverFault: 'http.serverFault',
    /** 400: a unique value (username, unit number, serial number) was taken meanwhile. */
    duplicate: 'http.duplicate',
    invalidRequest: 'http.invalidRequest',
    invalidJson: 'http.invalidJson',
    emptyBody: 'http.emptyBody',
    mediaType: 'http.mediaType',
    tooLarge: 'http.tooLarge',
    contentLength: 'http.contentLength',
    uploadTooLarge: 'http.uploadTooLarge',
    multipart: 'http.multipart',
    routeNotFound: 'http.routeNotFound',
    databaseDown: 'http.databaseDown',
    pictureNotFound: 'http.pictureNotFound',
  },
  {
    fileFieldTooLarge: (field: string) => say('http.fileFieldTooLarge', { field }),
    notFound: (what: RecordName) => say('http.notFound', { record: say(`record.${what}`) }),
    nulCharacter: (field: string) => say('http.nulCharacter', { field }),
    /** A 400 about one field: its dotted path, then what is wrong. */
    field: (field: string, problem: string) => say('http.field', { field, problem }),
  },
);

/** 401: the session must end (the client signs out, spec 000 §8). */
export const SESSION_ENDED_MESSAGES = said({
  signIn: 'session.signIn',
  ended: 'session.ended',
});

/** The session calls, and the e-mails they send (in both languages at once). */
export const SESSION_MESSAGES = said(
  {
    wrongCredentials: 'session.wrongCredentials',
    deactivated: 'session.deactivated',
    tooManyTries: 'session.tooManyTries',
    slowDown: 'session.slowDown',
    signedOut: 'session.signedOut',
    passwordSent: 'session.passwordSent',
    tooManyResets: 'session.tooManyResets',
  },
  {
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
  },
);

/** Account changes: confirming a new e-mail address, and the e-mails it sends. */
export const ACCOUNT_MESSAGES = said(
  {
    confirmed: 'account.confirmed',
    linkInvalid: 'account.linkInvalid',
  },
  {
    confirmSubject:
      'Confirm your new Strata e-mail address / Sahkan alamat e-mel Strata baharu anda',
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
    noticeSubject:
      'Your Strata e-mail address is changing / Alamat e-mel Strata anda sedang ditukar',
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
  },
);

/** The access areas a refusal names, and the permissions with a verb. */
type AreaName = Extract<MessageId, `area.${string}`> extends `area.${infer Name}` ? Name : never;
type VerbName = Extract<MessageId, `verb.${string}`> extends `verb.${infer Name}` ? Name : never;
const isArea = (area: string): area is AreaName => `area.${area}` in AREA_IDS;
const isVerb = (permission: string): permission is VerbName => `verb.${permission}` in VERB_IDS;
const AREA_IDS: Record<string, true> = {};
const VERB_IDS: Record<string, true> = {};
for (const area of [
  'Owners',
  'Admins',
  'Units',
  'Access Card',
  'Properties',
  'Visitors',
  'Audit',
  'Account Statement',
  'Payments',
  'Announcements',
])
  AREA_IDS[`area.${area}`] = true;
for (const verb of ['View', 'Create', 'Update', 'Delete']) VERB_IDS[`verb.${verb}`] = true;

/** A service's name in the catalog ('service.Facilities'). */
type ServiceId = Extract<MessageId, `service.${string}`>;
/** A service's name as a refusal says it, in the request's language. */
const serviceName = (service: string) =>
  `service.${service}` in MESSAGES ? say(`service.${service}` as ServiceId) : service;

/**
 * 400: a signed-in user may not do this. Never 401/402/403, which end the session on the client
 * (spec 000 §8); the message says what is refused.
 */
export const REFUSAL_MESSAGES = said(
  {
    noProperty: 'refusal.noProperty',
    checkIn: 'refusal.checkIn',
    checkOut: 'refusal.checkOut',
    addProperty: 'refusal.addProperty',
    activateProperty: 'refusal.activateProperty',
    toggleService: 'refusal.toggleService',
  },
  {
    permission: (area: string, permission: string) => {
      const what = isArea(area) ? say(`area.${area}`) : area;
      return isVerb(permission)
        ? say('refusal.permission', { verb: say(`verb.${permission}`), area: what })
        : say('refusal.permissionOther', { permission, area: what });
    },
    /** Spec 002 §2, exactly: 'Visitors Service is not available. Please ask …'. */
    service: (service: string) => say('refusal.service', { service: serviceName(service) }),
  },
);

/** The users calls. */
export const USER_MESSAGES = said(
  {
    propertyRequired: 'user.propertyRequired',
    usernameTaken: 'user.usernameTaken',
    emailTaken: 'user.emailTaken',
    roleRequired: 'user.roleRequired',
    tenantRole: 'user.tenantRole',
    threeOwners: 'user.threeOwners',
    deactivateSelf: 'user.deactivateSelf',
    deleteSelf: 'user.deleteSelf',
    currentPasswordWrong: 'user.currentPasswordWrong',
    roleAboveOwn: 'user.roleAboveOwn',
    ownRoleLocked: 'user.ownRoleLocked',
    flagsLocked: 'user.flagsLocked',
    userAboveOwn: 'user.userAboveOwn',
    deviceRemoved: 'user.deviceRemoved',
    twiceInFile: 'user.twiceInFile',
  },
  {
    notARole: (role: string) => say('user.notARole', { role }),
    removed: (type: 'owners' | 'admins') =>
      say(type === 'owners' ? 'user.ownerRemoved' : 'user.adminRemoved'),
    unitNotInProperty: (unit: string) => say('user.unitNotInProperty', { unit }),
    unitFull: (unit: string) => say('user.unitFull', { unit }),
  },
);

/** The units and access card calls. */
export const UNIT_MESSAGES = said(
  {
    removed: 'unit.removed',
    alreadyAssigned: 'unit.alreadyAssigned',
    emptySlot: 'unit.emptySlot',
    unassigned: 'unit.unassigned',
    level: 'unit.level',
    squareFeet: 'unit.squareFeet',
    cardRemoved: 'unit.cardRemoved',
  },
  {
    exists: (unit: string) => say('unit.exists', { unit }),
    twiceInFile: (unit: string) => say('unit.twiceInFile', { unit }),
    notAnOwner: (username: string) => say('unit.notAnOwner', { username }),
    amount: (field: 'maintenance_amount' | 'water_amount' | 'other_amount') =>
      say('unit.amount', { amount: say(`amount.${field}`) }),
    cardTaken: (serial: string) => say('unit.cardTaken', { serial }),
  },
);

/** The properties calls. */
export const PROPERTY_MESSAGES = said(
  { allProperties: 'property.allProperties' },
  {
    alreadyEnabled: (service: string) =>
      say('property.alreadyEnabled', { service: serviceName(service) }),
    notEnabled: (service: string) => say('property.notEnabled', { service: serviceName(service) }),
    toggled: (service: string, enabled: boolean) =>
      say(enabled ? 'property.enabled' : 'property.disabled', { service: serviceName(service) }),
  },
);

/** The visitor calls. */
export const VISITOR_MESSAGES = said(
  {
    passNotFound: 'visitor.passNotFound',
    alreadyIn: 'visitor.alreadyIn',
    expired: 'visitor.expired',
    notCheckedIn: 'visitor.notCheckedIn',
    alreadyOut: 'visitor.alreadyOut',
    unitRequired: 'visitor.unitRequired',
    startBeforeToday: 'visitor.startBeforeToday',
  },
  {
    notFound: 'Visitor' as RecordName,
    notYet: (day: string) => say('visitor.notYet', { day }),
  },
);

/** Uploads and Excel imports (spec 001 §5). */
export const UPLOAD_MESSAGES = said(
  {
    imageTooLarge: 'upload.imageTooLarge',
    fileTooLarge: 'upload.fileTooLarge',
    fileNotSupported: 'upload.fileNotSupported',
    noSheet: 'upload.noSheet',
    unpackedTooLarge: 'upload.unpackedTooLarge',
    noRows: 'upload.noRows',
    tooCostly: 'upload.tooCostly',
  },
  {
    notTemplate: (missing: string[]) =>
      say(missing.length > 1 ? 'upload.notTemplateMany' : 'upload.notTemplateOne', {
        columns: missing.join(', '),
      }),
    tooManyRows: (max: number) => say('upload.tooManyRows', { max }),
    nothingImported: (rows: string[], more: number) =>
      say('upload.nothingImported', {
        rows: more > 0 ? say('upload.andMore', { rows: rows.join('; '), more }) : rows.join('; '),
      }),
    row: (row: number, reason: string) => say('upload.row', { row, reason }),
    cellTooLong: (column: string, max: number) => say('upload.cellTooLong', { column, max }),
    someCellTooLong: (max: number) => say('upload.someCellTooLong', { max }),
    tooManyCells: (max: number) => say('upload.tooManyCells', { max }),
    cellFormula: (column: string) => say('upload.cellFormula', { column }),
    cellFormulaLike: (column: string, sign: string) =>
      say('upload.cellFormulaLike', { column, sign }),
  },
);

/** Support, settings and the developer pages (spec 002 §7, §8). */
export const ADMIN_MESSAGES = said(
  {
    reportSent: 'admin.reportSent',
    resolved: 'admin.resolved',
    resolveSuperOnly: 'admin.resolveSuperOnly',
    alreadyResolved: 'admin.alreadyResolved',
    saved: 'admin.saved',
    settingsRefused: 'admin.settingsRefused',
    settingsProperty: 'admin.settingsProperty',
    roleCreated: 'admin.roleCreated',
    roleSystem: 'admin.roleSystem',
    developerOnly: 'admin.developerOnly',
    logCleared: 'admin.logCleared',
    noErrors: 'admin.noErrors',
    houseRulesMissing: 'admin.houseRulesMissing',
    houseRulesUploaded: 'admin.documentUploaded',
    houseRulesRefused: 'admin.houseRulesRefused',
    houseRulesTooLarge: 'admin.houseRulesTooLarge',
  },
  {
    roleTwice: (name: string) => say('admin.roleTwice', { name }),
    agesTooHigh: (max: number) => say('admin.agesTooHigh', { max }),
    expiryTooLong: (max: number) => say('admin.expiryTooLong', { max }),
    unknownArea: (area: string) => say('admin.unknownArea', { area }),
    unknownPermission: (area: string, permission: string) =>
      say('admin.unknownPermission', { area, permission }),
  },
);

/** The finance calls (spec 002 §5, §8). */
export const FINANCE_MESSAGES = said(
  {
    readingOrder: 'finance.readingOrder',
    waterOneUnit: 'finance.waterOneUnit',
    noOwners: 'finance.noOwners',
    monthRequired: 'finance.monthRequired',
    onlineBanking: 'refusal.onlineBanking',
    receiptRequired: 'finance.receiptRequired',
    bankUnknown: 'finance.bankUnknown',
    amountTooLarge: 'finance.amountTooLarge',
    added: 'finance.added',
    submitted: 'finance.submitted',
    verified: 'finance.verified',
    rejected: 'finance.rejected',
    ownersCannotReview: 'finance.ownersCannotReview',
    uploaded: 'admin.documentUploaded',
  },
  {
    statementNotFound: 'Account statement' as RecordName,
    paymentNotFound: 'Payment' as RecordName,
    unitNotFound: 'Unit' as RecordName,
    receiptNotFound: 'Receipt' as RecordName,
    waterTariff: (unit: string) => say('finance.waterTariff', { unit }),
    maintenanceAmount: (unit: string) => say('finance.maintenanceAmount', { unit }),
    alreadyIssued: (bill: string, unit: string, month: string) =>
      say('finance.alreadyIssued', { bill, unit, month }),
    notPending: (status: string) => say('finance.notPending', { status }),
  },
);

/** The announcement and inbox calls (spec 002 §5, §8). */
export const MESSAGE_MESSAGES = said(
  {
    attachmentUnknown: 'inbox.attachmentUnknown',
    noMessages: 'inbox.noMessages',
    adminsOnly: 'inbox.adminsOnly',
    sent: 'inbox.sent',
    replied: 'inbox.replied',
    noticeNoReply: 'inbox.noticeNoReply',
    replyRequired: 'inbox.replyRequired',
    removed: 'inbox.removed',
    allRead: 'inbox.allRead',
    allRemoved: 'inbox.allRemoved',
    archiveCleared: 'inbox.archiveCleared',
  },
  {
    announcementNotFound: 'Announcement' as RecordName,
    messageNotFound: 'Message' as RecordName,
    attachmentNotFound: 'Attachment' as RecordName,
  },
);

/** A report type's id in the catalog. */
type ReportName = Extract<MessageId, `reportName.${string}`>;
/** A report filter that names a record, in the catalog. */
type ReportFilter = Extract<MessageId, `reportFilter.${string}`>;

/** The report call's refusals (spec 002 §5, §6) in `language`: its `lang`, or the request's. */
function reportMessages(language: 'en' | 'ms') {
  const text = (id: MessageId, values?: Record<string, string>) =>
    messageText(id, values, language);
  const reportName = (type: string) =>
    `reportName.${type}` in MESSAGES ? text(`reportName.${type}` as ReportName) : type;
  return said(
    {
      purchasedSameMonth: 'report.purchasedSameMonth',
      departureSameMonth: 'report.departureSameMonth',
      jettyRequired: 'report.jettyRequired',
      monthRequired: 'finance.monthRequired',
      staffRequired: 'report.staffRequired',
      tripTypeRequired: 'report.tripTypeRequired',
      departureRequired: 'report.departureRequired',
      ownStaffOnly: 'report.ownStaffOnly',
      xlsxRefused: 'report.xlsxRefused',
    },
    {
      typeRefused: (type: string) => text('report.typeRefused', { report: reportName(type) }),
      notOnProperty: (field: string) =>
        text('report.notOnProperty', {
          filter:
            `reportFilter.${field}` in MESSAGES
              ? text(`reportFilter.${field}` as ReportFilter)
              : field,
        }),
      /** A report's title ('Trip Report'). */
      title: (type: string) => text('report.title', { report: reportName(type) }),
    },
    (id) => text(id),
  );
}

/** The report call's texts in English and Malay: it answers in its `lang` when given. */
export const REPORT_MESSAGES = { en: reportMessages('en'), ms: reportMessages('ms') };

/** The facility calls. */
export const FACILITY_MESSAGES = said({
  added: 'facility.added',
  updated: 'facility.updated',
  removed: 'facility.removed',
  ownersCannotManage: 'facility.ownersCannotManage',
  ownersCannotReview: 'facility.ownersCannotReview',
  pictureUnknown: 'facility.pictureUnknown',
  hasBookings: 'facility.hasBookings',
});

/** The complaint calls. */
export const COMPLAINT_MESSAGES = said(
  {
    added: 'complaint.added',
    assigned: 'complaint.assigned',
    reopened: 'complaint.reopened',
    messageSent: 'complaint.messageSent',
    closedFinal: 'complaint.closedFinal',
    reopenNotResolved: 'complaint.reopenNotResolved',
    reopenExpired: 'complaint.reopenExpired',
    reopenOwnerOnly: 'complaint.reopenOwnerOnly',
    unitRequired: 'complaint.unitRequired',
    placeBoth: 'complaint.placeBoth',
    photoUnknown: 'complaint.photoUnknown',
    assigneeNotStaff: 'complaint.assigneeNotStaff',
    staffOnly: 'complaint.staffOnly',
    messageEmpty: 'complaint.messageEmpty',
  },
  {
    status: (status: ComplaintStatus) => say(`complaint.status.${status}`),
    moved: (status: ComplaintStatus) =>
      say('complaint.moved', { status: say(`complaint.status.${status}`) }),
    badMove: (from: ComplaintStatus, to: ComplaintStatus) =>
      say('complaint.badMove', {
        from: say(`complaint.status.${from}`),
        to: say(`complaint.status.${to}`),
      }),
  },
);

/** The tenant calls. */
export const TENANT_MESSAGES = said(
  {
    added: 'tenant.added',
    updated: 'tenant.updated',
    removed: 'tenant.removed',
    verified: 'tenant.verified',
    alreadyVerified: 'tenant.alreadyVerified',
    ended: 'tenant.ended',
    notOwnUnit: 'tenant.notOwnUnit',
    emailTaken: 'tenant.emailTaken',
    endedCannotVerify: 'tenant.endedCannotVerify',
    noFinance: 'tenant.noFinance',
    ownersCannotVerify: 'tenant.ownersCannotVerify',
    documentUnknown: 'tenant.documentUnknown',
  },
  {
    notStarted: (date: string) => say('tenant.notStarted', { date }),
    welcomeSubject: 'Welcome to Strata / Selamat datang ke Strata',
    /**
     * The verified tenant's welcome, in English then Malay (the server does not know which the
     * tenant reads): their unit and tenancy, the username and the temporary password, until when
     * it works, and from when they can sign in.
     */
    welcomeText: (welcome: {
      name: string;
      property: string;
      unit: string;
      start: string;
      end: string;
      username: string;
      password: string;
      until: string;
    }) =>
      [
        `Hello ${welcome.name},`,
        '',
        `${welcome.property} has verified your tenancy of unit ${welcome.unit}, from ${welcome.start} to ${welcome.end}. You can now use Strata to register your visitors, book facilities, file complaints and read the property's announcements.`,
        '',
        `Your username is ${welcome.username} and your temporary password is: ${welcome.password}`,
        '',
        `You can sign in from ${welcome.start}. The password works once, until ${welcome.until}; when you sign in with it, it becomes your password. Please change it in your profile.`,
        '',
        `Helo ${welcome.name},`,
        '',
        `${welcome.property} telah mengesahkan penyewaan anda bagi unit ${welcome.unit}, dari ${welcome.start} hingga ${welcome.end}. Anda kini boleh menggunakan Strata untuk mendaftar pelawat, menempah kemudahan, membuat aduan dan membaca pengumuman hartanah.`,
        '',
        `Nama pengguna anda ialah ${welcome.username} dan kata laluan sementara anda ialah: ${welcome.password}`,
        '',
        `Anda boleh log masuk mulai ${welcome.start}. Kata laluan ini boleh digunakan sekali, sehingga ${welcome.until}; apabila anda log masuk dengannya, ia menjadi kata laluan anda. Sila tukarkannya dalam profil anda.`,
      ].join('\n'),
  },
);

// new:resource messages inserts above
