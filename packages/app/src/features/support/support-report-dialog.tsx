import { Trans, useLingui } from '@lingui/react/macro';
import { supportReportErrors, type ListResponse, type SupportReport } from '@strata/domain';
import { Button, Field, Modal, ModalClose, Textarea } from '@strata/ui';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../../lib/api';
import { useFormAction } from '../../lib/use-form-action';

export type SupportReportDialogProps = {
  onClose: () => void;
  /** Runs after the report was sent, with the reporter's refreshed list. */
  onSent: (list: ListResponse<SupportReport>) => void;
};

/** 'Description of Issues / Bug': the report text (required), Close and Send (spec 002 §2, §5). */
export function SupportReportDialog({ onClose, onSent }: SupportReportDialogProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const [report, setReport] = useState('');
  const send = useFormAction({
    validate: (value: { report: string }) => supportReportErrors(value),
    action: (value: { report: string }) => api.support.report({ report: value.report.trim() }),
    success: t`Report has been sent! Thank you for reporting!`,
    onSuccess: (list) => {
      onSent(list);
      onClose();
    },
  });

  return (
    <Modal
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Description of Issues / Bug`}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void send.submit({ report });
        }}
      >
        <Field label={t`Report`} required error={send.fieldError('report')}>
          <Textarea
            name="report"
            rows={6}
            value={report}
            onChange={(event) => setReport(event.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <ModalClose asChild>
            <Button variant="outline" type="button">
              <Trans>Close</Trans>
            </Button>
          </ModalClose>
          <Button type="submit" disabled={send.pending}>
            <Trans>Send</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
