export { InstallPrompt } from './install-prompt';
export type { InstallPromptProps } from './install-prompt';
export { InstallBanner } from './install-banner';
export type { InstallBannerProps } from './install-banner';
export { INSTALL_DISMISSED_KEY, useInstallPrompt } from './use-install-prompt';
export type { BeforeInstallPromptEvent, InstallPromptOptions } from './use-install-prompt';
export {
  browserPwa,
  enableNotifications,
  registerServiceWorkerIfPermitted,
  SERVICE_WORKER_URL,
} from '../../lib/service-worker';
export type { PwaEnvironment } from '../../lib/service-worker';
