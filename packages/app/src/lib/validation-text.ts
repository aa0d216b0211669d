import { useLingui } from '@lingui/react/macro';
import { VALIDATION_MESSAGES } from '@strata/domain';
import { useCallback } from 'react';

/** A domain validation message (English, spec 000 §5) in the active language. */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      if (message === VALIDATION_MESSAGES.required) return t`Please complete this field`;
      if (message === VALIDATION_MESSAGES.email) return t`Please provide a valid email address`;
      if (message === VALIDATION_MESSAGES.select) return t`Please select the options`;
      return message;
    },
    [t],
  );
}
