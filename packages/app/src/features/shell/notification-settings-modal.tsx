import { useLingui } from '@lingui/react/macro';
import { Button, Field, Modal, ModalClose, Switch } from '@strata/ui';
import { useId, useState } from 'react';
import { usePreferences } from '../../lib/preferences';
import { browserPwa, enableNotifications, type PwaEnvironment } from '../../lib/service-worker';
import { useCloseModalRoute } from './use-close-to';

type Permission = ReturnType<PwaEnvironment['permission']>;

/**
 * Asks for system notification permission; once given, the service worker registers (spec 000
 * §1: only after permission).
 */
function SystemNotifications({ env }: { env: PwaEnvironment }) {
  const { t } = useLingui();
  const [permission, setPermission] = useState<Permission>(() => env.permission());
  const [asking, setAsking] = useState(false);
  const labelId = useId();
  const buttonId = useId();
  const descriptionId = useId();
  const description: Record<Permission, string> = {
    default: t`Show inbox notices even when this tab is in the background.`,
    granted: t`Inbox notices show as system notifications.`,
    denied: t`Notifications are blocked. Allow them in this browser's site settings.`,
    unsupported: t`This browser cannot show system notifications.`,
  };
  const ask = async () => {
    setAsking(true);
    try {
      setPermission(await enableNotifications(env));
    } finally {
      setAsking(false);
    }
  };
  return (
    <div className="flex items-center justify-between gap-4 border-t pt-4">
      <div className="grid gap-1 text-sm">
        <p id={labelId} className="font-medium">
          {t`System notifications`}
        </p>
        <p id={descriptionId} aria-live="polite" className="text-muted-foreground">
          {description[permission]}
        </p>
      </div>
      {permission === 'default' ? (
        <Button
          size="sm"
          variant="outline"
          id={buttonId}
          aria-labelledby={`${buttonId} ${labelId}`}
          aria-describedby={descriptionId}
          disabled={asking}
          onClick={() => void ask()}
        >
          {t`Allow`}
        </Button>
      ) : null}
    </div>
  );
}

/** Props of {@link NotificationSettingsModal}. */
export type NotificationSettingsModalProps = {
  /** The browser's notification and service-worker APIs; stories and tests pass fakes. */
  env?: PwaEnvironment;
};

/**
 * /d/notification: the local preferences, mute sounds and hide toasts (spec 000 §1), and the
 * permission for system notifications.
 */
export function NotificationSettingsModal({ env = browserPwa }: NotificationSettingsModalProps) {
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
        <SystemNotifications env={env} />
      </div>
    </Modal>
  );
}
