import { Trans } from '@lingui/react/macro';
import { Button } from '@strata/ui';

/** Props of {@link InstallBanner}. */
export type InstallBannerProps = {
  onInstall: () => void;
  onDismiss: () => void;
};

/** The offer to install Strata as an app, shown at the bottom of the screen. */
export function InstallBanner({ onInstall, onDismiss }: InstallBannerProps) {
  return (
    <aside
      aria-labelledby="install-banner-title"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-modal sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 id="install-banner-title" className="text-sm font-semibold">
          <Trans>Install Strata</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Open it from your home screen and get notified of new messages.</Trans>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          <Trans>Not now</Trans>
        </Button>
        <Button size="sm" onClick={onInstall}>
          <Trans>Install</Trans>
        </Button>
      </div>
    </aside>
  );
}
