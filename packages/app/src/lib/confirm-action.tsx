import type { ApiResult } from '@strata/domain';
import { ConfirmDialog } from '@strata/ui';
import { useFormAction } from './use-form-action';

/** Props of {@link ConfirmAction}. */
export type ConfirmActionProps<Target> = {
  /** What the action is about; the dialog is open while it is set. */
  target: Target | null;
  /** Closes the dialog (sets the target back to null). */
  onClose: () => void;
  /** The title: 'Hold On' for every removal of spec 001 §8. */
  title: string;
  message: string;
  /** The confirm button's text, e.g. 'Remove'. */
  confirmLabel: string;
  /** The call to make once confirmed. */
  action: (target: Target) => Promise<ApiResult<unknown>>;
  /** The success toast's text. */
  success: string;
  /** Runs after a success (refresh the list). */
  onSuccess?: (target: Target) => void;
  /** `destructive` (the default) paints the confirm button red; `default` for what adds or approves. */
  tone?: 'destructive' | 'default';
};

/**
 * An action behind a confirmation ('Hold On'), destructive unless told: the dialog waits for the call, then
 * closes; success shows the toast, a failure goes through the form kit's triage (error modal).
 */
export function ConfirmAction<Target>({
  target,
  onClose,
  title,
  message,
  confirmLabel,
  action,
  success,
  onSuccess,
  tone = 'destructive',
}: ConfirmActionProps<Target>) {
  const run = useFormAction({
    action,
    success,
    onSuccess: (_answer, confirmed: Target) => onSuccess?.(confirmed),
  });
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone={tone}
      title={title}
      message={message}
      labels={{ confirm: confirmLabel }}
      onConfirm={async () => {
        if (target !== null) await run.submit(target);
      }}
    />
  );
}
