import { useLingui } from '@lingui/react/macro';
import { Button, Field, Modal, ModalClose, Switch } from '@strata/ui';
import { usePreferences } from '../../lib/preferences';
import { useCloseModalRoute } from './use-close-to';

/** /d/notification: the local preferences, mute sounds and hide toasts (spec 000 §1). */
export function NotificationSettingsModal() {
  const { t } = useLingui();
  const close = useCloseModalRoute();
  const { muteSounds, hideToasts, setPreference } = usePreferences();
  return (
    <Modal
      defaultOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t`Notification`}
      description={t`These settings apply to this browser only.`}
      size="sm"
      footer={
        <ModalClose asChild>
          <Button>{t`Done`}</Button>
        </ModalClose>
      }
    >
      <div className="flex flex-col gap-4">
        <Field
          orientation="horizontal"
          label={t`Mute sounds`}
          description={t`No sound plays when a notice arrives.`}
        >
          <Switch
            checked={muteSounds}
            onCheckedChange={(checked) => setPreference('muteSounds', checked)}
          />
        </Field>
        <Field
          orientation="horizontal"
          label={t`Hide toasts`}
          description={t`Confirmations stop popping up; errors still show.`}
        >
          <Switch
            checked={hideToasts}
            onCheckedChange={(checked) => setPreference('hideToasts', checked)}
          />
        </Field>
      </div>
    </Modal>
  );
}
