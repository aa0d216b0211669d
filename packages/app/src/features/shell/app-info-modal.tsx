import { useLingui } from '@lingui/react/macro';
import { Button, Modal, ModalClose } from '@strata/ui';
import { version } from '../../../package.json';

export type AppInfoModalProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The right-click menu's App Info: the product, its version and where the mobile app lives. */
export function AppInfoModal({ open, onOpenChange }: AppInfoModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`App Info`}
      description={t`The dashboard for running residential communities.`}
      footer={
        <ModalClose asChild>
          <Button>{t`Ok`}</Button>
        </ModalClose>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t`Application`}</dt>
        <dd>Strata</dd>
        <dt className="text-muted-foreground">{t`Version`}</dt>
        <dd>{version}</dd>
        <dt className="text-muted-foreground">{t`Platform`}</dt>
        <dd>web_app</dd>
      </dl>
    </Modal>
  );
}
