import { ONLINE_BANKING_UNAVAILABLE } from '../permissions/services';
import { VALIDATION_MESSAGES } from '../validation/messages';

/**
 * Every text the server writes for a person to read, and every text the domain's wire schemas
 * answer a bad field with, by id, in English and Malay. The server answers in the language the
 * request asks for (Accept-Language, or a report's `lang`); a client may read the same texts.
 * `{name}` marks a value filled in when the text is said. A test fails when an id lacks Malay or
 * its Malay lacks a value its English names.
 */
export const MESSAGES = {
  // The conventions every call shares (spec 000 §7, §8).
  'http.update': {
    en: 'A new version of Strata is available. Please reload the page to update.',
    ms: 'Versi baharu Strata telah tersedia. Sila muat semula halaman untuk mengemas kini.',
  },
  'http.rateLimit': {
    en: 'Too many requests. Please wait a minute and try again.',
    ms: 'Terlalu banyak permintaan. Sila tunggu seminit dan cuba lagi.',
  },
  'http.serverFault': {
    en: 'Something went wrong on our side. Please try again.',
    ms: 'Berlaku masalah di pihak kami. Sila cuba lagi.',
  },
  'http.duplicate': {
    en: 'This record already exists. Please check the values and try again.',
    ms: 'Rekod ini sudah wujud. Sila semak nilai dan cuba lagi.',
  },
  'http.invalidRequest': { en: 'The request is not valid', ms: 'Permintaan tidak sah' },
  'http.invalidJson': {
    en: 'The request body is not valid JSON',
    ms: 'Kandungan permintaan bukan JSON yang sah',
  },
  'http.emptyBody': { en: 'The request body is empty', ms: 'Kandungan permintaan kosong' },
  'http.mediaType': {
    en: 'This content type is not accepted',
    ms: 'Jenis kandungan ini tidak diterima',
  },
  'http.tooLarge': { en: 'The request is too large', ms: 'Permintaan terlalu besar' },
  'http.contentLength': {
    en: 'The request length is not valid',
    ms: 'Panjang permintaan tidak sah',
  },
  'http.uploadTooLarge': { en: 'The upload is too large', ms: 'Muat naik terlalu besar' },
  'http.fileFieldTooLarge': {
    en: '{field}: the file is too large',
    ms: '{field}: fail terlalu besar',
  },
  'http.multipart': {
    en: 'The multipart body is not valid',
    ms: 'Kandungan multipart tidak sah',
  },
  'http.notFound': { en: '{record} not found', ms: '{record} tidak dijumpai' },
  'http.routeNotFound': { en: 'Not found', ms: 'Tidak dijumpai' },
  'http.databaseDown': {
    en: 'The database did not answer',
    ms: 'Pangkalan data tidak menjawab',
  },
  'http.pictureNotFound': { en: 'Picture not found', ms: 'Gambar tidak dijumpai' },
  'http.nulCharacter': {
    en: '{field}: must not contain a NUL character',
    ms: '{field}: tidak boleh mengandungi aksara NUL',
  },
  /** A 400 about one field: its path, then what is wrong ('start_date: Must be …'). */
  'http.field': { en: '{field}: {problem}', ms: '{field}: {problem}' },

  // What the wire primitives say of a bad field; a 400 puts the field's path before it.
  'wire.number': { en: 'Must be a number', ms: 'Mestilah nombor' },
  'wire.wholeNumber': { en: 'Must be a whole number', ms: 'Mestilah nombor bulat' },
  'wire.zeroOrMore': { en: 'Must be 0 or more', ms: 'Mestilah 0 atau lebih' },
  'wire.id': { en: 'Must be a valid id', ms: 'Mestilah id yang sah' },
  'wire.boolean': { en: 'Must be true or false', ms: 'Mestilah benar atau palsu' },
  'wire.text': { en: 'Must be text', ms: 'Mestilah teks' },
  'wire.list': { en: 'Must be a list', ms: 'Mestilah senarai' },
  'wire.email': { en: 'Must be a valid email address', ms: 'Mestilah alamat e-mel yang sah' },
  'wire.date': { en: 'Must be a date (yyyy-mm-dd)', ms: 'Mestilah tarikh (yyyy-mm-dd)' },
  'wire.realDate': {
    en: 'Must be a real date (yyyy-mm-dd)',
    ms: 'Mestilah tarikh yang wujud dalam kalendar (yyyy-mm-dd)',
  },
  'wire.month': { en: 'Must be a month (yyyy-mm)', ms: 'Mestilah bulan (yyyy-mm)' },
  'wire.realMonth': {
    en: 'Must be a real month (yyyy-mm)',
    ms: 'Mestilah bulan yang wujud dalam kalendar (yyyy-mm)',
  },
  'wire.fileNameRequired': { en: 'File name is required', ms: 'Nama fail diperlukan' },
  'wire.fileNamePath': {
    en: 'Must be a file name, without / or \\',
    ms: 'Mestilah nama fail, tanpa / atau \\',
  },
  'wire.controlCharacters': {
    en: 'Must not contain control characters',
    ms: 'Tidak boleh mengandungi aksara kawalan',
  },
  'wire.qrcodeRequired': { en: 'QR code is required', ms: 'Kod QR diperlukan' },
  'wire.qrcodeTooLong': { en: 'QR code is too long', ms: 'Kod QR terlalu panjang' },
  'wire.qrcodeCharacters': {
    en: 'QR code may contain only letters, digits, - and _',
    ms: 'Kod QR hanya boleh mengandungi huruf, digit, - dan _',
  },
  'wire.atMost': { en: 'Must be at most {max}', ms: 'Mestilah tidak melebihi {max}' },
  'wire.textTooLong': {
    en: 'Must be at most {max} characters',
    ms: 'Mestilah tidak melebihi {max} aksara',
  },
  'wire.listTooLong': {
    en: 'Must hold at most {max} values',
    ms: 'Mestilah mengandungi paling banyak {max} nilai',
  },
  'wire.required': { en: '{field} is required', ms: '{field} diperlukan' },

  // What the call schemas say of a bad field.
  'schema.passwordRequired': { en: 'Password is required', ms: 'Kata laluan diperlukan' },
  'schema.passwordLength': {
    en: VALIDATION_MESSAGES.passwordLength,
    ms: 'Kata laluan mestilah 6 hingga 20 aksara',
  },
  'schema.currentPasswordTooLong': {
    en: 'Current password is too long',
    ms: 'Kata laluan semasa terlalu panjang',
  },
  'schema.parkingLotLength': {
    en: 'Parking lot must be at most 10 characters',
    ms: 'Lot parkir mestilah tidak melebihi 10 aksara',
  },
  'schema.ownerSlot': {
    en: 'Owner slot must be user_id, user_id_2 or user_id_3',
    ms: 'Slot pemilik mestilah user_id, user_id_2 atau user_id_3',
  },
  'schema.visitorTab': {
    en: 'Tab must be upcoming or past',
    ms: 'Tab mestilah upcoming atau past',
  },
  'schema.visitorType': {
    en: 'Type must be Visit, Over Night, Pickup, Drop-Off or Vendor',
    ms: 'Jenis mestilah Visit, Over Night, Pickup, Drop-Off atau Vendor',
  },
  'schema.endDateRequired': {
    en: 'End date is required for Over Night',
    ms: 'Tarikh tamat diperlukan bagi Over Night',
  },
  'schema.endBeforeStart': {
    en: VALIDATION_MESSAGES.endBeforeStart,
    ms: 'Tarikh tamat tidak boleh sebelum tarikh mula',
  },
  'schema.userType': {
    en: 'Type must be owners or admins',
    ms: 'Jenis mestilah owners atau admins',
  },
  'schema.gender': {
    en: 'Gender must be Male or Female',
    ms: 'Jantina mestilah Male atau Female',
  },
  'schema.maritalStatus': {
    en: 'Marital status must be Married or Single',
    ms: 'Status perkahwinan mestilah Married atau Single',
  },
  'schema.icRequired': { en: 'IC is required for owners', ms: 'IC diperlukan bagi pemilik' },
  'schema.usernameCharacters': {
    en: VALIDATION_MESSAGES.usernameSpecialCharacter,
    ms: 'Nama pengguna tidak boleh mengandungi aksara khas',
  },
  'schema.invoiceType': {
    en: 'Invoice type must be maintenance, water or others',
    ms: 'Jenis invois mestilah maintenance, water atau others',
  },
  'schema.invoiceTypeRequired': {
    en: 'Choose at least one invoice type',
    ms: 'Pilih sekurang-kurangnya satu jenis invois',
  },
  'schema.waterReadings': {
    en: 'Water readings are required for a water bill',
    ms: 'Bacaan air diperlukan bagi bil air',
  },
  'schema.billName': {
    en: 'Bill name is required for another bill',
    ms: 'Nama bil diperlukan bagi bil lain',
  },
  'schema.billAmount': {
    en: 'Bill amount is required for another bill',
    ms: 'Jumlah bil diperlukan bagi bil lain',
  },
  'schema.amountPositive': { en: 'Amount must be above 0', ms: 'Jumlah mestilah melebihi 0' },
  'schema.paymentType': {
    en: 'Payment type must be bank_transfer or online_banking',
    ms: 'Jenis bayaran mestilah bank_transfer atau online_banking',
  },
  'schema.chooseMessage': {
    en: 'Choose at least one message',
    ms: 'Pilih sekurang-kurangnya satu mesej',
  },
  'schema.phoneDigits': {
    en: 'Phone must contain numbers only',
    ms: 'Telefon mestilah mengandungi nombor sahaja',
  },
  'schema.recipient': {
    en: 'Recipient must be Owners or Admins',
    ms: 'Penerima mestilah Owners atau Admins',
  },
  'schema.reportType': { en: 'Unknown report type', ms: 'Jenis laporan tidak diketahui' },
  'schema.dateRange': {
    en: 'Date range must be start,end',
    ms: 'Julat tarikh mestilah mula,tamat',
  },
  'schema.dateRangeOrder': {
    en: 'Date range must start before it ends',
    ms: 'Julat tarikh mestilah bermula sebelum ia tamat',
  },
  'schema.reportFormat': {
    en: "Format must be 'pdf' or 'xlsx'",
    ms: "Format mestilah 'pdf' atau 'xlsx'",
  },
  'schema.reportLanguage': {
    en: "Language must be 'en' or 'ms'",
    ms: "Bahasa mestilah 'en' atau 'ms'",
  },

  // The records a 404 names ('Unit not found').
  'record.Record': { en: 'Record', ms: 'Rekod' },
  'record.User': { en: 'User', ms: 'Pengguna' },
  'record.Owner': { en: 'Owner', ms: 'Pemilik' },
  'record.Unit': { en: 'Unit', ms: 'Unit' },
  'record.Card': { en: 'Card', ms: 'Kad' },
  'record.Device': { en: 'Device', ms: 'Peranti' },
  'record.Property': { en: 'Property', ms: 'Hartanah' },
  'record.Service': { en: 'Service', ms: 'Perkhidmatan' },
  'record.Visitor': { en: 'Visitor', ms: 'Pelawat' },
  'record.Picture': { en: 'Picture', ms: 'Gambar' },
  'record.Account statement': { en: 'Account statement', ms: 'Penyata akaun' },
  'record.Payment': { en: 'Payment', ms: 'Bayaran' },
  'record.Receipt': { en: 'Receipt', ms: 'Resit' },
  'record.Announcement': { en: 'Announcement', ms: 'Pengumuman' },
  'record.Message': { en: 'Message', ms: 'Mesej' },
  'record.Attachment': { en: 'Attachment', ms: 'Lampiran' },

  // 401: the session must end (the client signs out, spec 000 §8).
  'session.signIn': { en: 'Please sign in to continue', ms: 'Sila log masuk untuk meneruskan' },
  'session.ended': {
    en: 'Your session has ended. Please sign in again.',
    ms: 'Sesi anda telah tamat. Sila log masuk semula.',
  },
  // The session calls.
  'session.wrongCredentials': {
    en: 'The email/username or password is incorrect',
    ms: 'E-mel/nama pengguna atau kata laluan tidak betul',
  },
  'session.deactivated': {
    en: 'Your account has been deactivated. Please contact your property management.',
    ms: 'Akaun anda telah dinyahaktifkan. Sila hubungi pengurusan hartanah anda.',
  },
  'session.tooManyTries': {
    en: 'Too many sign-in attempts. Please wait a minute and try again.',
    ms: 'Terlalu banyak cubaan log masuk. Sila tunggu seminit dan cuba lagi.',
  },
  'session.slowDown': {
    en: 'Too many failed sign-ins. Please wait a moment and try again.',
    ms: 'Terlalu banyak log masuk yang gagal. Sila tunggu sebentar dan cuba lagi.',
  },
  'session.signedOut': { en: 'You have been signed out', ms: 'Anda telah log keluar' },
  'session.passwordSent': {
    en: 'If this email address is registered, a new password has been sent to it.',
    ms: 'Jika alamat e-mel ini berdaftar, kata laluan baharu telah dihantar kepadanya.',
  },
  'session.tooManyResets': {
    en: 'Too many password requests. Please wait an hour and try again.',
    ms: 'Terlalu banyak permintaan kata laluan. Sila tunggu sejam dan cuba lagi.',
  },
  'account.confirmed': {
    en: 'Your e-mail address has been confirmed. You can close this page.',
    ms: 'Alamat e-mel anda telah disahkan. Anda boleh menutup halaman ini.',
  },
  'account.linkInvalid': {
    en: 'This confirmation link is not valid or has expired.',
    ms: 'Pautan pengesahan ini tidak sah atau telah tamat tempoh.',
  },

  // 400: a signed-in user may not do this (never 401/402/403, spec 000 §8).
  'refusal.permission': {
    en: 'You do not have permission to {verb} {area}.',
    ms: 'Anda tidak mempunyai kebenaran untuk {verb} {area}.',
  },
  'refusal.permissionOther': {
    en: 'You do not have the {permission} permission on {area}.',
    ms: 'Anda tidak mempunyai kebenaran {permission} pada {area}.',
  },
  'refusal.service': {
    en: '{service} Service is not available. Please ask your property management to enable this service.',
    ms: 'Perkhidmatan {service} tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
  },
  'refusal.onlineBanking': {
    en: ONLINE_BANKING_UNAVAILABLE,
    ms: 'Perkhidmatan Perbankan Dalam Talian tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
  },
  'refusal.noProperty': {
    en: 'Your account does not belong to a property.',
    ms: 'Akaun anda tidak dimiliki oleh mana-mana hartanah.',
  },
  'refusal.checkIn': {
    en: 'Only guards and admins can check visitors in',
    ms: 'Hanya pengawal dan pentadbir boleh mendaftar masuk pelawat',
  },
  'refusal.checkOut': {
    en: 'Only guards and admins can check visitors out',
    ms: 'Hanya pengawal dan pentadbir boleh mendaftar keluar pelawat',
  },
  'refusal.addProperty': {
    en: 'Only a super user can add properties',
    ms: 'Hanya pengguna super boleh menambah hartanah',
  },
  'refusal.activateProperty': {
    en: 'Only a super user can activate or deactivate a property',
    ms: 'Hanya pengguna super boleh mengaktifkan atau menyahaktifkan hartanah',
  },
  'refusal.toggleService': {
    en: 'Only a super user can enable or disable services',
    ms: 'Hanya pengguna super boleh mengaktifkan atau mematikan perkhidmatan',
  },
  // How a permission and an access area read in a refusal.
  'verb.View': { en: 'view', ms: 'melihat' },
  'verb.Create': { en: 'add', ms: 'menambah' },
  'verb.Update': { en: 'change', ms: 'mengubah' },
  'verb.Delete': { en: 'delete', ms: 'memadam' },
  'area.Owners': { en: 'owners', ms: 'pemilik' },
  'area.Admins': { en: 'admins', ms: 'pentadbir' },
  'area.Units': { en: 'units', ms: 'unit' },
  'area.Access Card': { en: 'access cards', ms: 'kad akses' },
  'area.Properties': { en: 'properties', ms: 'hartanah' },
  'area.Visitors': { en: 'visitors', ms: 'pelawat' },
  'area.Audit': { en: 'the audit log', ms: 'log audit' },
  'area.Account Statement': { en: 'account statements', ms: 'penyata akaun' },
  'area.Payments': { en: 'payments', ms: 'bayaran' },
  'area.Announcements': { en: 'announcements', ms: 'pengumuman' },
  // The services a property enables (spec 002 §2).
  'service.Visitors': { en: 'Visitors', ms: 'Pelawat' },
  'service.Payments': { en: 'Payments', ms: 'Pembayaran' },
  'service.Facilities': { en: 'Facilities', ms: 'Kemudahan' },
  'service.Announcements': { en: 'Announcements', ms: 'Pengumuman' },
  'service.Online Banking': { en: 'Online Banking', ms: 'Perbankan Dalam Talian' },
  'service.Account Statements': { en: 'Account Statements', ms: 'Penyata Akaun' },
  'service.Complains': { en: 'Complains', ms: 'Aduan' },
  'service.Tenants': { en: 'Tenants', ms: 'Penyewa' },

  // The users calls.
  'user.propertyRequired': { en: 'Property is required', ms: 'Hartanah diperlukan' },
  'user.usernameTaken': {
    en: 'Username has already been taken',
    ms: 'Nama pengguna telah digunakan',
  },
  'user.emailTaken': { en: 'Email has already been taken', ms: 'E-mel telah digunakan' },
  'user.roleRequired': {
    en: 'Role is required for admins',
    ms: 'Peranan diperlukan bagi pentadbir',
  },
  'user.tenantRole': {
    en: "Tenants are registered by their unit's owner, not added as admins",
    ms: 'Penyewa didaftarkan oleh pemilik unit mereka, bukan ditambah sebagai pentadbir',
  },
  'user.notARole': {
    en: '{role} is not a role of this property',
    ms: '{role} bukan peranan hartanah ini',
  },
  'user.threeOwners': {
    en: 'This unit already has three owners. Unassign one before adding another.',
    ms: 'Unit ini sudah mempunyai tiga pemilik. Nyahtetapkan seorang sebelum menambah yang lain.',
  },
  'user.deactivateSelf': {
    en: 'You cannot deactivate your own account',
    ms: 'Anda tidak boleh menyahaktifkan akaun anda sendiri',
  },
  'user.deleteSelf': {
    en: 'You cannot delete your own account',
    ms: 'Anda tidak boleh memadam akaun anda sendiri',
  },
  'user.currentPasswordWrong': {
    en: 'Current password is incorrect',
    ms: 'Kata laluan semasa tidak betul',
  },
  'user.roleAboveOwn': {
    en: 'You cannot give a role above your own.',
    ms: 'Anda tidak boleh memberikan peranan yang lebih tinggi daripada peranan anda.',
  },
  'user.userAboveOwn': {
    en: 'You cannot change a user whose role is above your own.',
    ms: 'Anda tidak boleh mengubah pengguna yang peranannya lebih tinggi daripada peranan anda.',
  },
  'user.ownRoleLocked': {
    en: 'You cannot change your own role or property.',
    ms: 'Anda tidak boleh mengubah peranan atau hartanah anda sendiri.',
  },
  'user.flagsLocked': {
    en: 'The super user and developer flags cannot be changed here.',
    ms: 'Bendera pengguna super dan pembangun tidak boleh diubah di sini.',
  },
  'user.ownerRemoved': { en: 'Owner has been removed', ms: 'Pemilik telah dialih keluar' },
  'user.adminRemoved': { en: 'Admin has been removed', ms: 'Pentadbir telah dialih keluar' },
  'user.deviceRemoved': { en: 'Device has been removed', ms: 'Peranti telah dialih keluar' },
  'user.twiceInFile': {
    en: 'Username or email appears twice in the file',
    ms: 'Nama pengguna atau e-mel muncul dua kali dalam fail',
  },
  'user.unitNotInProperty': {
    en: 'Unit {unit} is not in this property',
    ms: 'Unit {unit} tiada dalam hartanah ini',
  },
  'user.unitFull': {
    en: 'Unit {unit} already has three owners',
    ms: 'Unit {unit} sudah mempunyai tiga pemilik',
  },

  // The units and access card calls.
  'unit.exists': {
    en: 'Unit {unit} already exists in this property',
    ms: 'Unit {unit} sudah wujud dalam hartanah ini',
  },
  'unit.removed': { en: 'Unit has been removed', ms: 'Unit telah dialih keluar' },
  'unit.alreadyAssigned': {
    en: 'This owner is already assigned to the unit',
    ms: 'Pemilik ini sudah ditetapkan kepada unit ini',
  },
  'unit.emptySlot': { en: 'There is no owner in this slot', ms: 'Tiada pemilik dalam slot ini' },
  'unit.unassigned': {
    en: 'Owner has been unassigned from the unit',
    ms: 'Pemilik telah dinyahtetapkan daripada unit',
  },
  'unit.twiceInFile': {
    en: 'Unit {unit} appears twice in the file',
    ms: 'Unit {unit} muncul dua kali dalam fail',
  },
  'unit.notAnOwner': {
    en: 'Owner {username} is not an owner of this property',
    ms: 'Pemilik {username} bukan pemilik hartanah ini',
  },
  'unit.level': { en: 'Level must be a whole number', ms: 'Aras mestilah nombor bulat' },
  'unit.squareFeet': {
    en: 'Square feet must be a whole number of 0 or more',
    ms: 'Kaki persegi mestilah nombor bulat 0 atau lebih',
  },
  'unit.amount': {
    en: '{amount} must be between 0 and 999,999,999',
    ms: '{amount} mestilah antara 0 dan 999,999,999',
  },
  'unit.cardTaken': {
    en: 'Card {serial} is already registered',
    ms: 'Kad {serial} sudah didaftarkan',
  },
  'unit.cardRemoved': { en: 'Card has been removed', ms: 'Kad telah dialih keluar' },
  'amount.maintenance_amount': { en: 'Maintenance amount', ms: 'Amaun penyelenggaraan' },
  'amount.water_amount': { en: 'Water amount', ms: 'Amaun air' },
  'amount.other_amount': { en: 'Other amount', ms: 'Amaun lain' },

  // The properties calls.
  'property.alreadyEnabled': {
    en: '{service} is already enabled',
    ms: '{service} sudah diaktifkan',
  },
  'property.notEnabled': { en: '{service} is not enabled', ms: '{service} tidak diaktifkan' },
  'property.enabled': { en: '{service} has been enabled', ms: '{service} telah diaktifkan' },
  'property.disabled': { en: '{service} has been disabled', ms: '{service} telah dimatikan' },
  'property.allProperties': { en: 'All properties', ms: 'Semua hartanah' },

  // The visitor calls.
  'visitor.passNotFound': {
    en: 'This visitor pass does not exist. Please check the QR code.',
    ms: 'Pas pelawat ini tidak wujud. Sila semak kod QR.',
  },
  'visitor.alreadyIn': {
    en: 'Visitor has already checked in',
    ms: 'Pelawat telah pun mendaftar masuk',
  },
  'visitor.notYet': {
    en: 'This visitor pass is valid from {day}',
    ms: 'Pas pelawat ini sah mulai {day}',
  },
  'visitor.expired': {
    en: 'This visitor pass has expired',
    ms: 'Pas pelawat ini telah tamat tempoh',
  },
  'visitor.notCheckedIn': {
    en: 'Visitor has not checked in yet',
    ms: 'Pelawat belum mendaftar masuk',
  },
  'visitor.alreadyOut': {
    en: 'Visitor has already checked out',
    ms: 'Pelawat telah pun mendaftar keluar',
  },
  'visitor.unitRequired': { en: 'Unit is required', ms: 'Unit diperlukan' },
  'visitor.startBeforeToday': {
    en: VALIDATION_MESSAGES.startBeforeToday,
    ms: 'Tarikh mula tidak boleh sebelum hari ini',
  },

  // Uploads and Excel imports (spec 001 §5).
  'upload.imageTooLarge': {
    en: VALIDATION_MESSAGES.imageTooLarge,
    ms: 'Imej mestilah kurang daripada 5MB.',
  },
  'upload.fileTooLarge': {
    en: VALIDATION_MESSAGES.fileTooLarge,
    ms: 'Saiz fail melebihi 1MB.',
  },
  'upload.fileNotSupported': {
    en: VALIDATION_MESSAGES.fileNotSupported,
    ms: 'Fail tidak disokong.',
  },
  'upload.noSheet': {
    en: 'The file has no sheet to import',
    ms: 'Fail tiada helaian untuk diimport',
  },
  'upload.notTemplateOne': {
    en: 'The file does not follow the template: missing the column {columns}',
    ms: 'Fail tidak mengikut templat: tiada lajur {columns}',
  },
  'upload.notTemplateMany': {
    en: 'The file does not follow the template: missing the columns {columns}',
    ms: 'Fail tidak mengikut templat: tiada lajur {columns}',
  },
  'upload.tooManyRows': {
    en: 'A file may hold at most {max} rows',
    ms: 'Fail boleh memuatkan paling banyak {max} baris',
  },
  'upload.unpackedTooLarge': {
    en: 'The file is too large once unpacked. Please import fewer rows or remove pictures and formatting.',
    ms: 'Fail ini terlalu besar apabila dibuka. Sila import lebih sedikit baris atau buang gambar dan format.',
  },
  'upload.noRows': { en: 'The file has no rows to import', ms: 'Fail tiada baris untuk diimport' },
  'upload.nothingImported': {
    en: 'Nothing was imported. {rows}',
    ms: 'Tiada apa-apa yang diimport. {rows}',
  },
  'upload.andMore': { en: '{rows}; and {more} more', ms: '{rows}; dan {more} lagi' },
  'upload.row': { en: 'Row {row}: {reason}', ms: 'Baris {row}: {reason}' },

  // Support, settings and the developer pages (spec 002 §7, §8).
  'admin.reportSent': {
    en: 'Report has been sent! Thank you for reporting!',
    ms: 'Laporan telah dihantar! Terima kasih kerana melaporkan!',
  },
  'admin.resolved': { en: 'Report has been resolved', ms: 'Laporan telah diselesaikan' },
  'admin.resolveSuperOnly': {
    en: 'Only a super user can resolve reports',
    ms: 'Hanya pengguna super boleh menyelesaikan laporan',
  },
  'admin.alreadyResolved': {
    en: 'This report has already been resolved',
    ms: 'Laporan ini telah pun diselesaikan',
  },
  'admin.saved': { en: 'Changes has been saved', ms: 'Perubahan telah disimpan' },
  'admin.settingsRefused': {
    en: 'Only a super user or a Manager can change the settings',
    ms: 'Hanya pengguna super atau Pengurus boleh mengubah tetapan',
  },
  'admin.settingsProperty': {
    en: 'Choose a property to change its settings',
    ms: 'Pilih hartanah untuk mengubah tetapannya',
  },
  'admin.roleCreated': {
    en: 'Cannot delete role that has been created',
    ms: 'Tidak boleh memadam peranan yang telah dicipta',
  },
  'admin.roleSystem': {
    en: 'Cannot delete role that is required by the system',
    ms: 'Tidak boleh memadam peranan yang diperlukan oleh sistem',
  },
  'admin.roleTwice': { en: 'Role {name} appears twice', ms: 'Peranan {name} muncul dua kali' },
  'admin.unknownArea': {
    en: '{area} is not an access area',
    ms: '{area} bukan kawasan akses',
  },
  'admin.unknownPermission': {
    en: '{permission} is not a permission of {area}',
    ms: '{permission} bukan kebenaran bagi {area}',
  },
  'admin.agesTooHigh': {
    en: 'Ages must be at most {max}',
    ms: 'Umur mestilah tidak melebihi {max}',
  },
  'admin.expiryTooLong': {
    en: 'Expiry period must be at most {max} months',
    ms: 'Tempoh luput mestilah tidak melebihi {max} bulan',
  },
  'admin.developerOnly': {
    en: 'Only a developer user can open this page',
    ms: 'Hanya pengguna pembangun boleh membuka halaman ini',
  },
  'admin.logCleared': { en: 'Log has been cleared', ms: 'Log telah dikosongkan' },
  'admin.noErrors': { en: 'Yay..! No errors..!', ms: 'Yay..! Tiada ralat..!' },
  'admin.houseRulesMissing': {
    en: 'This property has no house rules yet',
    ms: 'Hartanah ini belum mempunyai peraturan rumah',
  },
  'admin.documentUploaded': { en: 'Document has been uploaded!', ms: 'Dokumen telah dimuat naik!' },
  'admin.houseRulesRefused': {
    en: 'You do not have permission to change the house rules.',
    ms: 'Anda tidak mempunyai kebenaran untuk mengubah peraturan rumah.',
  },
  'admin.houseRulesTooLarge': {
    en: 'House rules must be below 5MB.',
    ms: 'Peraturan rumah mestilah kurang daripada 5MB.',
  },

  // The finance calls (spec 002 §5, §8).
  'finance.readingOrder': {
    en: VALIDATION_MESSAGES.readingOrder,
    ms: 'Bacaan semasa mestilah lebih besar daripada bacaan sebelumnya',
  },
  'finance.waterOneUnit': {
    en: 'A Water Bill is issued for one unit at a time',
    ms: 'Bil Air dikeluarkan bagi satu unit pada satu masa',
  },
  'finance.waterTariff': {
    en: 'Unit {unit} has no water tariff',
    ms: 'Unit {unit} tiada tarif air',
  },
  'finance.maintenanceAmount': {
    en: 'Unit {unit} has no maintenance amount',
    ms: 'Unit {unit} tiada amaun penyelenggaraan',
  },
  'finance.noOwners': {
    en: 'Invoice will ONLY be issued to units that have owners assigned.',
    ms: 'Invois HANYA akan dikeluarkan kepada unit yang mempunyai pemilik.',
  },
  'finance.alreadyIssued': {
    en: '{bill} for unit {unit} has already been issued for {month}',
    ms: '{bill} bagi unit {unit} telah pun dikeluarkan untuk {month}',
  },
  'finance.monthRequired': { en: VALIDATION_MESSAGES.monthRequired, ms: 'Sila pilih bulan' },
  'finance.receiptRequired': {
    en: VALIDATION_MESSAGES.receiptRequired,
    ms: 'Sila muat naik resit pembayaran',
  },
  'finance.bankUnknown': {
    en: 'Please choose a bank from the list',
    ms: 'Sila pilih bank daripada senarai',
  },
  'finance.amountTooLarge': {
    en: 'Amount must be between RM 0 and RM 999,999,999.99',
    ms: 'Jumlah mestilah antara RM 0 dan RM 999,999,999.99',
  },
  'finance.added': { en: 'Payment has been added', ms: 'Bayaran telah ditambah' },
  'finance.submitted': {
    en: 'Your payment has been submited for approval',
    ms: 'Bayaran anda telah dihantar untuk kelulusan',
  },
  'finance.verified': { en: 'Payment has been verified', ms: 'Bayaran telah disahkan' },
  'finance.rejected': { en: 'Payment has been rejected', ms: 'Bayaran telah ditolak' },
  'finance.notPending': {
    en: 'This payment is already {status}',
    ms: 'Bayaran ini sudah pun {status}',
  },
  'finance.ownersCannotReview': {
    en: 'Only property staff can verify or reject payments',
    ms: 'Hanya kakitangan hartanah boleh mengesahkan atau menolak bayaran',
  },
  // What a statement row and the statement PDFs say, in the reader's language (the stored
  // description is the English one, which the search matches).
  'statement.maintenance': {
    en: 'Maintenance Bill {month}',
    ms: 'Bil Penyelenggaraan {month}',
  },
  'statement.water': {
    en: 'Water Bill {month} ({previous} - {current})',
    ms: 'Bil Air {month} ({previous} - {current})',
  },
  'statement.payment': { en: 'Payment received ({month})', ms: 'Bayaran diterima ({month})' },
  'statement.facility': {
    en: 'Facility booking: {booking}',
    ms: 'Tempahan kemudahan: {booking}',
  },
  'statement.facilityReturned': {
    en: 'Facility booking cancelled (fee returned): {booking}',
    ms: 'Tempahan kemudahan dibatalkan (yuran dipulangkan): {booking}',
  },
  'statement.pdfStatement': { en: 'Statement of Account', ms: 'Penyata Akaun' },
  'statement.pdfInvoice': { en: 'Invoice', ms: 'Invois' },
  'statement.pdfBank': {
    en: 'Bank: {bank}  Account No: {account}',
    ms: 'Bank: {bank}  No. Akaun: {account}',
  },
  'statement.pdfUnit': { en: 'Unit No: {unit}', ms: 'No. Unit: {unit}' },
  'statement.pdfPrinted': { en: 'Printed on: {date}', ms: 'Dicetak pada: {date}' },
  'statement.pdfDate': { en: 'Date', ms: 'Tarikh' },
  'statement.pdfDueDate': { en: 'Due Date', ms: 'Tarikh Akhir' },
  'statement.pdfRefNo': { en: 'Ref No', ms: 'No. Rujukan' },
  'statement.pdfDescription': { en: 'Description', ms: 'Keterangan' },
  'statement.pdfCredit': { en: 'Credit', ms: 'Kredit' },
  'statement.pdfDebit': { en: 'Debit', ms: 'Debit' },
  'statement.pdfNoData': { en: 'No Data', ms: 'Tiada Data' },
  'statement.pdfOutstanding': {
    en: 'Outstanding Balance: {amount}',
    ms: 'Baki Tertunggak: {amount}',
  },

  // The announcement and inbox calls (spec 002 §5, §8).
  'inbox.attachmentUnknown': {
    en: 'The attachment was not found. Please upload it again.',
    ms: 'Lampiran tidak dijumpai. Sila muat naiknya semula.',
  },
  'inbox.noMessages': {
    en: 'Choose at least one of your messages',
    ms: 'Pilih sekurang-kurangnya satu mesej anda',
  },
  'inbox.adminsOnly': {
    en: 'Only admins can send or open announcements',
    ms: 'Hanya pentadbir boleh menghantar atau membuka pengumuman',
  },
  'inbox.sent': { en: 'Announcement has been sent', ms: 'Pengumuman telah dihantar' },
  'inbox.replied': { en: 'Reply has been submitted', ms: 'Balasan telah dihantar' },
  'inbox.noticeNoReply': {
    en: 'This notice cannot be answered here. Open what it is about to answer there.',
    ms: 'Notis ini tidak boleh dibalas di sini. Buka perkara yang berkaitan untuk membalas di sana.',
  },
  'inbox.replyRequired': {
    en: VALIDATION_MESSAGES.replyRequired,
    ms: 'Sila berikan balasan anda',
  },
  'inbox.removed': { en: 'Message has been removed', ms: 'Mesej telah dialih keluar' },
  'inbox.allRead': {
    en: 'All messages has been marked as read',
    ms: 'Semua mesej telah ditanda sebagai dibaca',
  },
  'inbox.allRemoved': {
    en: 'All messages has been removed',
    ms: 'Semua mesej telah dialih keluar',
  },
  'inbox.archiveCleared': { en: 'Archive has been cleared', ms: 'Arkib telah dikosongkan' },

  // The report call's refusals (spec 002 §5, §6).
  'report.purchasedSameMonth': {
    en: VALIDATION_MESSAGES.purchasedSameMonth,
    ms: 'Julat tarikh pembelian mestilah dalam bulan yang sama',
  },
  'report.departureSameMonth': {
    en: VALIDATION_MESSAGES.departureSameMonth,
    ms: 'Julat tarikh berlepas mestilah dalam bulan yang sama',
  },
  'report.jettyRequired': { en: VALIDATION_MESSAGES.jettyRequired, ms: 'Sila pilih jeti' },
  'report.staffRequired': { en: 'Please select staff', ms: 'Sila pilih kakitangan' },
  'report.tripTypeRequired': {
    en: 'Please select trip type',
    ms: 'Sila pilih jenis perjalanan',
  },
  'report.departureRequired': {
    en: 'Please select departure date',
    ms: 'Sila pilih tarikh berlepas',
  },
  'report.typeRefused': {
    en: 'The {report} report is not available to your role',
    ms: 'Laporan {report} tidak tersedia untuk peranan anda',
  },
  'report.ownStaffOnly': {
    en: 'You can only get reports of your own sales',
    ms: 'Anda hanya boleh mendapatkan laporan jualan anda sendiri',
  },
  'report.xlsxRefused': {
    en: 'Download (.xlsx) is only for the Agent, Agent Redeemed and Daily Redemption reports',
    ms: 'Muat turun (.xlsx) hanya untuk laporan Ejen, Tebusan Ejen dan Tebusan Harian',
  },
  'report.notOnProperty': {
    en: '{filter} is not on your property',
    ms: '{filter} tiada di hartanah anda',
  },
  'report.title': { en: '{report} Report', ms: 'Laporan {report}' },
  'reportName.trip': { en: 'Trip', ms: 'Perjalanan' },
  'reportName.marketing': { en: 'Marketing', ms: 'Pemasaran' },
  'reportName.financial': { en: 'Financial', ms: 'Kewangan' },
  'reportName.passenger': { en: 'Passenger', ms: 'Penumpang' },
  'reportName.agent': { en: 'Agent', ms: 'Ejen' },
  'reportName.agent_redeemed': { en: 'Agent Redeemed', ms: 'Tebusan Ejen' },
  'reportName.daily_redemption': { en: 'Daily Redemption', ms: 'Tebusan Harian' },
  'reportName.closing_account': { en: 'Closing Account', ms: 'Penutupan Akaun' },
  'reportName.cash_movement': { en: 'Cash Movement', ms: 'Pergerakan Tunai' },
  'reportName.reprint': { en: 'Reprint', ms: 'Cetak Semula' },
  'reportName.sales': { en: 'Sales', ms: 'Jualan' },
  'reportName.customer': { en: 'Customer', ms: 'Pelanggan' },
  'reportName.boat_operator': { en: 'Boat Operator', ms: 'Pengendali Bot' },
  'reportName.void_note': { en: 'Void Note', ms: 'Nota Batal' },
  'reportFilter.staff_id': { en: 'This staff member', ms: 'Kakitangan ini' },
  'reportFilter.jetty_id': { en: 'This jetty', ms: 'Jeti ini' },
  'reportFilter.package_id': { en: 'This package', ms: 'Pakej ini' },
  'reportFilter.addon_id': { en: 'This add-on', ms: 'Tambahan ini' },
  'reportFilter.group_type_value': { en: 'This company', ms: 'Syarikat ini' },
  'reportFilter.payment_method': { en: 'This payment method', ms: 'Kaedah pembayaran ini' },

  // Excel imports bounded by cell, free of formulas; parsing that ran out of room.
  'upload.cellTooLong': {
    en: 'column {column} holds more than {max} characters',
    ms: 'lajur {column} mengandungi lebih daripada {max} aksara',
  },
  'upload.someCellTooLong': {
    en: 'A cell of the file holds more than {max} characters. Nothing was imported.',
    ms: 'Satu sel dalam fail mengandungi lebih daripada {max} aksara. Tiada apa-apa yang diimport.',
  },
  'upload.tooManyCells': {
    en: 'A file may hold at most {max} cells',
    ms: 'Fail boleh memuatkan paling banyak {max} sel',
  },
  'upload.cellFormula': {
    en: 'column {column} holds a formula; please paste the values only',
    ms: 'lajur {column} mengandungi formula; sila tampal nilainya sahaja',
  },
  'upload.cellFormulaLike': {
    en: 'column {column} starts with {sign}, which a spreadsheet would run as a formula',
    ms: 'lajur {column} bermula dengan {sign}, yang akan dijalankan sebagai formula oleh hamparan',
  },
  'upload.tooCostly': {
    en: 'The file takes too much memory or time to read. Please import fewer rows or remove pictures and formatting.',
    ms: 'Fail ini memerlukan terlalu banyak memori atau masa untuk dibaca. Sila import lebih sedikit baris atau buang gambar dan format.',
  },
  // The facility calls.
  'facility.added': { en: 'Facility has been added', ms: 'Kemudahan telah ditambah' },
  'facility.updated': { en: 'Facility has been updated', ms: 'Kemudahan telah dikemas kini' },
  'facility.removed': { en: 'Facility has been removed', ms: 'Kemudahan telah dialih keluar' },
  'facility.hasBookings': {
    en: 'This facility has bookings to come. Cancel them before deleting the facility.',
    ms: 'Kemudahan ini mempunyai tempahan akan datang. Batalkan tempahan tersebut sebelum memadam kemudahan ini.',
  },
  'record.Facility': { en: 'Facility', ms: 'Kemudahan' },
  'record.Booking': { en: 'Booking', ms: 'Tempahan' },
  'schema.time': { en: 'Must be a time as HH:mm', ms: 'Mestilah masa dalam bentuk HH:mm' },
  'schema.facilityRange': {
    en: 'Must be within the allowed range',
    ms: 'Mestilah dalam julat yang dibenarkan',
  },
  'schema.feeRange': {
    en: 'Fee must be from RM 0 to RM 99,999.99',
    ms: 'Yuran mestilah dari RM 0 hingga RM 99,999.99',
  },
  'schema.facilityHours': {
    en: 'Closing time must leave room for at least one slot after opening time',
    ms: 'Masa tutup mesti memberi ruang untuk sekurang-kurangnya satu slot selepas masa buka',
  },
  'schema.bookingStatus': {
    en: 'Status must be Pending, Confirmed, Rejected or Cancelled',
    ms: 'Status mestilah Pending, Confirmed, Rejected atau Cancelled',
  },
  'facility.ownersCannotManage': {
    en: 'Only property staff can add, change or delete facilities',
    ms: 'Hanya kakitangan hartanah boleh menambah, menukar atau memadam kemudahan',
  },
  'facility.booked': { en: 'Facility has been booked', ms: 'Kemudahan telah ditempah' },
  'facility.requested': {
    en: 'Booking has been requested and waits for approval',
    ms: 'Tempahan telah dibuat dan menunggu kelulusan',
  },
  'facility.approved': { en: 'Booking has been approved', ms: 'Tempahan telah diluluskan' },
  'facility.rejected': { en: 'Booking has been rejected', ms: 'Tempahan telah ditolak' },
  'facility.cancelled': { en: 'Booking has been cancelled', ms: 'Tempahan telah dibatalkan' },
  'facility.slotTaken': {
    en: 'This slot has just been taken. Please choose another slot.',
    ms: 'Slot ini baru sahaja ditempah. Sila pilih slot lain.',
  },
  'facility.past': {
    en: 'This slot has already started. Please choose a later slot.',
    ms: 'Slot ini sudah bermula. Sila pilih slot yang kemudian.',
  },
  'facility.outsideHours': {
    en: 'The facility is open from {opens} to {closes}. Please choose a slot within those hours.',
    ms: 'Kemudahan ini dibuka dari {opens} hingga {closes}. Sila pilih slot dalam waktu tersebut.',
  },
  'facility.notOnBoundary': {
    en: 'A booking starts on a slot of {minutes} minutes from {opens}.',
    ms: 'Tempahan bermula pada slot {minutes} minit dari {opens}.',
  },
  'facility.weeklyLimit': {
    en: 'This unit already holds {limit} bookings of this facility in that week, the most allowed.',
    ms: 'Unit ini sudah memegang {limit} tempahan kemudahan ini dalam minggu tersebut, had maksimum.',
  },
  'facility.unitRequired': {
    en: 'Choose the unit the booking is for',
    ms: 'Pilih unit untuk tempahan ini',
  },
  'facility.notYourUnit': {
    en: 'You can only book for a unit you own',
    ms: 'Anda hanya boleh menempah untuk unit milik anda',
  },
  'facility.notPending': {
    en: 'Only a pending booking can be approved or rejected (this one is {status})',
    ms: 'Hanya tempahan yang belum diluluskan boleh diluluskan atau ditolak (yang ini {status})',
  },
  'facility.notLive': {
    en: 'Only a pending or confirmed booking can be cancelled (this one is {status})',
    ms: 'Hanya tempahan yang belum diluluskan atau disahkan boleh dibatalkan (yang ini {status})',
  },
  'facility.notYourBooking': {
    en: 'You can only cancel your own bookings',
    ms: 'Anda hanya boleh membatalkan tempahan anda sendiri',
  },
  'facility.ownersCannotReview': {
    en: 'Only property staff can approve or reject bookings',
    ms: 'Hanya kakitangan hartanah boleh meluluskan atau menolak tempahan',
  },
  'facility.approvedTitle': {
    en: 'Your {facility} booking is confirmed',
    ms: 'Tempahan {facility} anda telah disahkan',
  },
  'facility.approvedBody': {
    en: 'Your booking of {facility} on {slot} has been approved.',
    ms: 'Tempahan {facility} anda pada {slot} telah diluluskan.',
  },
  'facility.rejectedTitle': {
    en: 'Your {facility} booking was rejected',
    ms: 'Tempahan {facility} anda telah ditolak',
  },
  'facility.rejectedBody': {
    en: 'Your booking of {facility} on {slot} has been rejected.',
    ms: 'Tempahan {facility} anda pada {slot} telah ditolak.',
  },
  // The complaint calls.
  'complaint.added': { en: 'Complaint has been added', ms: 'Aduan telah ditambah' },
  'complaint.assigned': { en: 'Complaint has been assigned', ms: 'Aduan telah ditugaskan' },
  'complaint.moved': {
    en: 'Complaint is now {status}',
    ms: 'Aduan kini {status}',
  },
  'complaint.reopened': { en: 'Complaint has been reopened', ms: 'Aduan telah dibuka semula' },
  'complaint.messageSent': { en: 'Message has been sent', ms: 'Mesej telah dihantar' },
  'complaint.badMove': {
    en: 'A complaint that is {from} cannot be moved to {to}.',
    ms: 'Aduan yang {from} tidak boleh dipindahkan ke {to}.',
  },
  'complaint.closedFinal': {
    en: 'This complaint is closed and can no longer be changed.',
    ms: 'Aduan ini telah ditutup dan tidak boleh diubah lagi.',
  },
  'complaint.reopenNotResolved': {
    en: 'Only a resolved complaint can be reopened.',
    ms: 'Hanya aduan yang telah diselesaikan boleh dibuka semula.',
  },
  'complaint.reopenExpired': {
    en: 'A complaint can be reopened only within 7 days of its resolution.',
    ms: 'Aduan hanya boleh dibuka semula dalam tempoh 7 hari selepas diselesaikan.',
  },
  'complaint.reopenOwnerOnly': {
    en: 'Only the owner who filed the complaint can reopen it.',
    ms: 'Hanya pemilik yang membuat aduan boleh membukanya semula.',
  },
  'complaint.unitRequired': {
    en: 'Please choose your unit or enter a common area.',
    ms: 'Sila pilih unit anda atau masukkan kawasan bersama.',
  },
  'complaint.placeBoth': {
    en: 'Choose either a unit or a common area, not both.',
    ms: 'Pilih sama ada unit atau kawasan bersama, bukan kedua-duanya.',
  },
  'complaint.photoUnknown': {
    en: 'A photo was not uploaded by you. Please upload it again.',
    ms: 'Satu gambar tidak dimuat naik oleh anda. Sila muat naik semula.',
  },
  'complaint.assigneeNotStaff': {
    en: 'The assignee must be a staff user of the property who can work on complaints.',
    ms: 'Penerima tugasan mestilah kakitangan hartanah ini yang boleh mengendalikan aduan.',
  },
  'complaint.staffOnly': {
    en: 'Only the property staff can do this.',
    ms: 'Hanya kakitangan hartanah boleh melakukan ini.',
  },
  'complaint.notifyAssigned': {
    en: 'Your complaint "{title}" has been assigned to {name}.',
    ms: 'Aduan anda "{title}" telah ditugaskan kepada {name}.',
  },
  'complaint.notifyStatus': {
    en: 'Your complaint "{title}" is now {status}.',
    ms: 'Aduan anda "{title}" kini {status}.',
  },
  'complaint.notifyYouAssigned': {
    en: '{name} assigned you the complaint "{title}".',
    ms: '{name} menugaskan aduan "{title}" kepada anda.',
  },
  'complaint.notifyOwnerMessage': {
    en: '{name} replied on the complaint "{title}": {message}',
    ms: '{name} membalas aduan "{title}": {message}',
  },
  'complaint.notifyReopened': {
    en: '{name} reopened the complaint "{title}".',
    ms: '{name} membuka semula aduan "{title}".',
  },
  'complaint.notifyMessage': {
    en: '{name} replied to your complaint "{title}": {message}',
    ms: '{name} membalas aduan anda "{title}": {message}',
  },
  'complaint.messageEmpty': { en: 'Message is required', ms: 'Mesej diperlukan' },
  'complaint.notifyTitle': {
    en: 'Complaint update: {title}',
    ms: 'Kemas kini aduan: {title}',
  },
  'schema.complaintCategory': {
    en: 'Category must be Cleanliness, Security, Maintenance, Noise, Parking or Others',
    ms: 'Kategori mestilah Cleanliness, Security, Maintenance, Noise, Parking atau Others',
  },
  'schema.complaintStatus': {
    en: 'Status must be Open, In progress, Resolved or Closed',
    ms: 'Status mestilah Open, In progress, Resolved atau Closed',
  },
  'schema.complaintPhotos': {
    en: 'Photos must be at most 5 uploaded images',
    ms: 'Gambar mestilah tidak lebih daripada 5 imej yang dimuat naik',
  },
  'complaint.status.Open': { en: 'Open', ms: 'Dibuka' },
  'complaint.status.In progress': { en: 'In progress', ms: 'Dalam tindakan' },
  'complaint.status.Resolved': { en: 'Resolved', ms: 'Selesai' },
  'complaint.status.Closed': { en: 'Closed', ms: 'Ditutup' },
  'record.Complaint': { en: 'Complaint', ms: 'Aduan' },
  // The tenant calls.
  'tenant.added': { en: 'Tenant has been added', ms: 'Penyewa telah ditambah' },
  'tenant.updated': { en: 'Tenant has been updated', ms: 'Penyewa telah dikemas kini' },
  'tenant.removed': { en: 'Tenant has been removed', ms: 'Penyewa telah dialih keluar' },
  'record.Tenant': { en: 'Tenant', ms: 'Penyewa' },
  'tenant.verified': {
    en: 'Tenant has been verified. A sign-in password has been sent to their e-mail.',
    ms: 'Penyewa telah disahkan. Kata laluan log masuk telah dihantar ke e-mel mereka.',
  },
  'tenant.alreadyVerified': {
    en: 'This tenant has been verified and can no longer be changed',
    ms: 'Penyewa ini telah disahkan dan tidak boleh diubah lagi',
  },
  'tenant.ended': {
    en: 'Your tenancy has ended. Please contact the owner of your unit or your property management.',
    ms: 'Tempoh penyewaan anda telah tamat. Sila hubungi pemilik unit anda atau pengurusan hartanah anda.',
  },
  'tenant.notStarted': {
    en: 'Your tenancy starts on {date}. You can sign in from that day.',
    ms: 'Penyewaan anda bermula pada {date}. Anda boleh log masuk mulai hari itu.',
  },
  'tenant.notOwnUnit': {
    en: 'You can only register tenants for your own units',
    ms: 'Anda hanya boleh mendaftar penyewa bagi unit anda sendiri',
  },
  'tenant.emailTaken': {
    en: 'This e-mail already has an account',
    ms: 'E-mel ini sudah mempunyai akaun',
  },
  'tenant.endedCannotVerify': {
    en: 'This tenancy has already ended',
    ms: 'Tempoh penyewaan ini telah pun tamat',
  },
  'tenant.ownersCannotVerify': {
    en: 'Only your property management can verify a tenant',
    ms: 'Hanya pengurusan hartanah anda boleh mengesahkan penyewa',
  },
  'tenant.noFinance': {
    en: 'Tenants cannot view account statements or payments. Please ask the owner of your unit.',
    ms: 'Penyewa tidak boleh melihat penyata akaun atau bayaran. Sila hubungi pemilik unit anda.',
  },
  'schema.tenantIc': {
    en: 'IC or passport must be 6 to 20 letters, digits or dashes',
    ms: 'IC atau pasport mestilah 6 hingga 20 huruf, digit atau sengkang',
  },
  'schema.tenantPhone': {
    en: 'Phone must be 6 to 20 digits',
    ms: 'Telefon mestilah 6 hingga 20 digit',
  },
  'schema.tenancyEnd': {
    en: 'End date must be after start date',
    ms: 'Tarikh tamat mestilah selepas tarikh mula',
  },
  'schema.tenantStatus': {
    en: 'Status must be pending, verified or ended',
    ms: 'Status mestilah pending, verified atau ended',
  },
  'schema.tenantDocuments': {
    en: 'Documents must be at most 5 uploaded files',
    ms: 'Dokumen mestilah tidak lebih daripada 5 fail yang dimuat naik',
  },
  'tenant.documentUnknown': {
    en: 'A document was not uploaded by you. Please upload it again.',
    ms: 'Satu dokumen tidak dimuat naik oleh anda. Sila muat naik semula.',
  },
  'schema.facilityPicture': {
    en: 'Picture must be an uploaded jpg, jpeg or png image',
    ms: 'Gambar mestilah imej jpg, jpeg atau png yang dimuat naik',
  },
  'facility.pictureUnknown': {
    en: 'The picture was not uploaded by you. Please upload it again.',
    ms: 'Gambar tidak dimuat naik oleh anda. Sila muat naik semula.',
  },
  // new:resource messages inserts above
} as const satisfies Record<string, { en: string; ms: string }>;

/** The id of a message in the catalog. */
export type MessageId = keyof typeof MESSAGES;
