import { sayLater } from '../messages/text';

/**
 * What the wire primitives answer a bad field with, as catalog ids said when the issue is raised
 * (so the server's 400 speaks the request's language). They do not name their field: the server's
 * 400 puts the field's path before them ('start_date: Must be a real date (yyyy-mm-dd)').
 */
export const WIRE_MESSAGES = {
  number: sayLater('wire.number'),
  wholeNumber: sayLater('wire.wholeNumber'),
  zeroOrMore: sayLater('wire.zeroOrMore'),
  id: sayLater('wire.id'),
  boolean: sayLater('wire.boolean'),
  text: sayLater('wire.text'),
  list: sayLater('wire.list'),
  email: sayLater('wire.email'),
  date: sayLater('wire.date'),
  realDate: sayLater('wire.realDate'),
  month: sayLater('wire.month'),
  realMonth: sayLater('wire.realMonth'),
  fileNameRequired: sayLater('wire.fileNameRequired'),
  fileNamePath: sayLater('wire.fileNamePath'),
  controlCharacters: sayLater('wire.controlCharacters'),
  qrcodeRequired: sayLater('wire.qrcodeRequired'),
  qrcodeTooLong: sayLater('wire.qrcodeTooLong'),
  qrcodeCharacters: sayLater('wire.qrcodeCharacters'),
  /** A number above its maximum ('Must be at most 1000000'). */
  atMost: (max: number) => sayLater('wire.atMost', { max }),
  /** A text longer than its maximum. */
  textTooLong: (max: number) => sayLater('wire.textTooLong', { max }),
  /** A list with more values than its maximum. */
  listTooLong: (max: number) => sayLater('wire.listTooLong', { max }),
  /** A required text that is missing ('Unit is required'). */
  required: (field: string) => sayLater('wire.required', { field }),
} as const;
