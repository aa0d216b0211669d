/**
 * The texts the wire primitives answer with. They do not name their field: the server's 400 puts
 * the field's path before them ('start_date: Must be a real date (yyyy-mm-dd)'). The server's
 * message table gives each its Malay.
 */
export const WIRE_MESSAGES = {
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  zeroOrMore: 'Must be 0 or more',
  id: 'Must be a valid id',
  boolean: 'Must be true or false',
  text: 'Must be text',
  list: 'Must be a list',
  email: 'Must be a valid email address',
  date: 'Must be a date (yyyy-mm-dd)',
  realDate: 'Must be a real date (yyyy-mm-dd)',
  month: 'Must be a month (yyyy-mm)',
  realMonth: 'Must be a real month (yyyy-mm)',
  fileNameRequired: 'File name is required',
  fileNamePath: 'Must be a file name, without / or \\',
  controlCharacters: 'Must not contain control characters',
  qrcodeRequired: 'QR code is required',
  qrcodeTooLong: 'QR code is too long',
  qrcodeCharacters: 'QR code may contain only letters, digits, - and _',
  /** A number above its maximum ('Must be at most 1000000'). */
  atMost: (max: number) => `Must be at most ${max}`,
  /** A text longer than its maximum. */
  textTooLong: (max: number) => `Must be at most ${max} characters`,
  /** A list with more values than its maximum. */
  listTooLong: (max: number) => `Must hold at most ${max} values`,
} as const;
