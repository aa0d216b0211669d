import { isModalFailure, type ApiFailure, type ApiResult } from '@strata/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHandleFailure } from './api-client';
import { useFailureText } from './api-failure-handler';
import { useToast } from './toasts';
import { useValidationText } from './validation-text';

/**
 * Where a form shows a failure the catalogue leaves to the form (a 400 or another status): the
 * central error modal, an error toast (the login form, spec 000 §8), or under one of its fields.
 */
export type FormFailureDisplay<Field extends string> = 'modal' | 'toast' | { field: Field };

/** A field's message: a domain validation message or the server's text. */
type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Options of {@link useFormAction}. */
export type UseFormActionOptions<Input, Output, Field extends string> = {
  /** The domain's validation of the input; any message stops the call. */
  validate?: (input: Input) => Partial<Record<Field, string>>;
  /** The call (a domain client call, or the session's login). */
  action: (input: Input) => Promise<ApiResult<Output>>;
  /** Where a 400 or another failure shows; 'modal' unless given. */
  failure?: FormFailureDisplay<Field>;
  /** The success toast's text (translated by the caller), or none. */
  success?: string | ((data: Output, input: Input) => string | undefined);
  /** Runs after a success (close the dialog, navigate, merge the answer). */
  onSuccess?: (data: Output, input: Input) => void;
};

/** What {@link useFormAction} returns. */
export type FormAction<Input, Output, Field extends string> = {
  /**
   * Validates and runs the action: undefined when the input was invalid or a call is already
   * under way, else the call's result (after its failure or success has been shown).
   */
  submit: (input: Input) => Promise<ApiResult<Output> | undefined>;
  /** True while the call is under way. */
  pending: boolean;
  /** The field's message in the active language, for `<Field error>`. */
  fieldError: (field: Field) => string | undefined;
  /** True when some field has a message. */
  hasErrors: boolean;
  /** Forgets the field messages (a dialog opened again). */
  reset: () => void;
};

/**
 * One form's submit: pending state, field errors from domain validation, the failure triage of
 * spec 000 §8 and the success toast. 401/402/403, 409 and 429, a timeout and a lost connection
 * always go to the central handler (session end, 'Updates', 'Hold On!', error toast); a 400 or
 * another status shows where the form chose (`failure`).
 */
export function useFormAction<Input, Output, Field extends string = never>({
  validate,
  action,
  failure: display = 'modal',
  success,
  onSuccess,
}: UseFormActionOptions<Input, Output, Field>): FormAction<Input, Output, Field> {
  const handleFailure = useHandleFailure();
  const failureText = useFailureText();
  const validationText = useValidationText();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  // The latest options, so an inline action or callback needs no memo by the caller.
  const latest = useRef({ validate, action, display, success, onSuccess });
  useEffect(() => {
    latest.current = { validate, action, display, success, onSuccess };
  });

  const showFailure = useCallback(
    (failure: ApiFailure) => {
      const where = latest.current.display;
      const central =
        isModalFailure(failure) ||
        failure.kind === 'session-ended' ||
        ((failure.kind === 'timeout' || failure.kind === 'network') && where !== 'toast');
      if (central || where === 'modal') handleFailure(failure);
      else if (where === 'toast') toast.error(failureText(failure));
      else setErrors({ [where.field]: failureText(failure) } as FieldErrors<Field>);
    },
    [handleFailure, toast, failureText],
  );

  const submit = useCallback(
    async (input: Input) => {
      if (running.current) return undefined;
      const found = (latest.current.validate?.(input) ?? {}) as FieldErrors<Field>;
      setErrors(found);
      if (Object.keys(found).length > 0) return undefined;
      running.current = true;
      setPending(true);
      const result = await latest.current.action(input);
      running.current = false;
      setPending(false);
      if (!result.ok) {
        showFailure(result.error);
        return result;
      }
      const { success: text, onSuccess: after } = latest.current;
      const message = typeof text === 'function' ? text(result.data, input) : text;
      if (message) toast.success(message);
      after?.(result.data, input);
      return result;
    },
    [showFailure, toast],
  );

  return {
    submit,
    pending,
    fieldError: (field) => validationText(errors[field]),
    hasErrors: Object.keys(errors).length > 0,
    reset: () => setErrors({}),
  };
}
