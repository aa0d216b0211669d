import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { isValidationMessageId, type ValidationMessageId } from '@strata/domain';
import { useCallback } from 'react';

/**
 * Every domain validation message id as a Lingui message, its source the domain's English default
 * (`VALIDATION_MESSAGES`), so each one is translated in the catalogs. A new id fails the typecheck
 * here until it is added.
 */
export const VALIDATION_TEXT: Record<ValidationMessageId, MessageDescriptor> = {
  required: msg`Please complete this field`,
  email: msg`Please provide a valid email address`,
  select: msg`Please select the options`,
  usernameSpecialCharacter: msg`Username cannot contain special character`,
  imageTooLarge: msg`Image must be below 5MB.`,
  fileTooLarge: msg`File size exceeded 1MB.`,
  fileNotSupported: msg`File not supported.`,
  receiptRequired: msg`Please upload payment receipt`,
  monthRequired: msg`Please select month`,
  invoiceTypeRequired: msg`Please select invoice type`,
  readingOrder: msg`Current reading should be greater than previous reading`,
  replyRequired: msg`Please provide your reply`,
  jettyRequired: msg`Please select jetty`,
  purchasedSameMonth: msg`Purchased date range must be within the same month`,
  departureSameMonth: msg`Departure date range must be within the same month`,
  passwordLength: msg`Password must be 6 to 20 characters`,
  parkingLotLength: msg`Please use at most 10 characters`,
  digitsOnly: msg`Please enter numbers only`,
  minZero: msg`Please enter 0 or more`,
  icOrPassport: msg`IC or passport must be 6 to 20 letters, digits or dashes`,
  phoneLength: msg`Phone must be 6 to 20 digits`,
  complaintTextLength: msg`Please use at most 2000 characters`,
  feeRange: msg`Fee must be from RM 0 to RM 99,999.99`,
  capacityRange: msg`Please enter a whole number from 1 to 10000`,
  slotMinutesRange: msg`Please enter a whole number of minutes from 15 to 1440`,
  weeklyLimitRange: msg`Please enter a whole number from 1 to 100`,
  facilityHours: msg`Closing time must leave room for at least one slot after opening time`,
  amountPositive: msg`Please enter an amount above 0`,
  startBeforeToday: msg`Start date cannot be before today`,
  endBeforeStart: msg`End date cannot be before start date`,
  singleFile: msg`Please upload one file only`,
  onlineBankingUnavailable: msg`Online Banking service is not available. Please ask your property management to enable this service.`,
};

/**
 * A validation message in `i18n`'s language: a domain message id is translated; any other text (a
 * server's own message) is shown as it is.
 */
export function validationText(i18n: I18n, message: string): string {
  return isValidationMessageId(message) ? i18n._(VALIDATION_TEXT[message]) : message;
}

/** {@link validationText} in the active language; undefined (a valid field) stays undefined. */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return useCallback(
    (message: string | undefined) =>
      message === undefined ? undefined : validationText(i18n, message),
    [i18n],
  );
}
