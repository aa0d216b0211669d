import { describe, expect, it } from 'vitest';
import {
  isValidationMessageId,
  VALIDATION_MESSAGE_IDS,
  VALIDATION_MESSAGES,
  type ValidationMessageId,
} from './index';

describe('VALIDATION_MESSAGES', () => {
  it.each<[ValidationMessageId, string]>([
    ['required', 'Please complete this field'],
    ['email', 'Please provide a valid email address'],
    ['select', 'Please select the options'],
    ['usernameSpecialCharacter', 'Username cannot contain special character'],
    ['imageTooLarge', 'Image must be below 5MB.'],
    ['fileTooLarge', 'File size exceeded 1MB.'],
    ['fileNotSupported', 'File not supported.'],
    ['receiptRequired', 'Please upload payment receipt'],
    ['monthRequired', 'Please select month'],
    ['invoiceTypeRequired', 'Please select invoice type'],
    ['readingOrder', 'Current reading should be greater than previous reading'],
    ['replyRequired', 'Please provide your reply'],
    ['jettyRequired', 'Please select jetty'],
    ['purchasedSameMonth', 'Purchased date range must be within the same month'],
    ['departureSameMonth', 'Departure date range must be within the same month'],
    [
      'onlineBankingUnavailable',
      'Online Banking service is not available. Please ask your property management to enable this service.',
    ],
  ])('given the id %s, its English default is the spec copy', (id, english) => {
    expect(VALIDATION_MESSAGES[id]).toBe(english);
  });

  it('given the ids, when listed, then each id has one English default and no two share one', () => {
    const english = VALIDATION_MESSAGE_IDS.map((id) => VALIDATION_MESSAGES[id]);
    expect(VALIDATION_MESSAGE_IDS).toHaveLength(Object.keys(VALIDATION_MESSAGES).length);
    expect(new Set(english).size).toBe(english.length);
  });
});

describe('isValidationMessageId', () => {
  it('given an id, answers true', () => {
    expect(isValidationMessageId('usernameSpecialCharacter')).toBe(true);
  });

  it('given an English text, a server message or an inherited key, answers false', () => {
    expect(isValidationMessageId('Please complete this field')).toBe(false);
    expect(isValidationMessageId('Unit No has been taken')).toBe(false);
    expect(isValidationMessageId('toString')).toBe(false);
    expect(isValidationMessageId(undefined)).toBe(false);
  });
});
