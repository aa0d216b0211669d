export { AppInfoModal } from './app-info-modal';
export type { AppInfoModalProps } from './app-info-modal';
export { CheckInModal } from './check-in-modal';
export { LanguageSwitch } from '../../lib/language-switch';
export { NotificationSettingsModal } from './notification-settings-modal';
export { OfflinePage, OnlineGate, useOnline } from './online-gate';
export { ShellMenu } from './shell-menu';
export type { ShellMenuProps } from './shell-menu';
export { ShellLayout } from './shell-layout';
