import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, type SupportReport } from '@strata/domain';
import { Button, ConfirmDialog, DescriptionList, Modal, ModalClose } from '@strata/ui';
import { useState } from 'react';
import { useApiClient } from '../../lib/api';
import { useFormAction } from '../../lib/use-form-action';
import { SupportStatusPill } from './support-status';

export type SupportDetailDialogProps = {
  report: SupportReport;
  /** A super user sees the reporter's name and may resolve a Pending report (spec 002 §6). */
  superUser: boolean;
  onClose: () => void;
  /** Runs after the report was resolved (refresh the list and the counter). */
  onResolved: () => void;
};

/** The detail modal of a bug report, with 'Mark as Resolve' behind a confirmation (spec 002 §4). */
export function SupportDetailDialog({
  report,
  superUser,
  onClose,
  onResolved,
}: SupportDetailDialogProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const [confirming, setConfirming] = useState(false);
  const resolve = useFormAction({
    action: (id: number) => api.support.resolve(id),
    success: t`Report has been resolved`,
    onSuccess: () => {
      onResolved();
      onClose();
    },
  });
  const canResolve = superUser && report.status === 'Pending';

  return (
    <>
      <Modal
        defaultOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t`Bug Report`}
        size="lg"
        footer={
          <>
            <ModalClose asChild>
              <Button variant="outline" type="button">
                <Trans>Close</Trans>
              </Button>
            </ModalClose>
            {canResolve && (
              <Button type="button" onClick={() => setConfirming(true)} disabled={resolve.pending}>
                <Trans>Mark as Resolve</Trans>
              </Button>
            )}
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <DescriptionList
            items={[
              ...(superUser ? [{ label: t`Name`, value: report.username }] : []),
              { label: t`Date`, value: formatDateTime(report.created_at) },
              { label: t`Status`, value: <SupportStatusPill status={report.status} /> },
            ]}
          />
          <div className="flex flex-col gap-1.5">
            <h3 className="text-sm font-medium text-muted-foreground">
              <Trans>Report</Trans>
            </h3>
            <p className="text-sm break-words whitespace-pre-wrap text-foreground">
              {report.report}
            </p>
          </div>
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Hold On`}
        message={t`Mark this report as resolved?`}
        labels={{ confirm: t`Mark as Resolve`, cancel: t`Cancel` }}
        onConfirm={async () => {
          const result = await resolve.submit(report.id);
          // Stay open for another try when the call failed (its failure is already shown).
          if (!result?.ok) throw new Error('not resolved');
        }}
      />
    </>
  );
}
