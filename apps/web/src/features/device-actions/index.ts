// The device-actions feature's public entry: what the rest of the app uses of it.
export { deviceCommands } from './api/device-commands';
export { AddEmailDialog } from './components/add-email-dialog';
export { DeviceToggles } from './components/device-toggles';
export { HistoryOptionsMenu } from './components/history-options-menu';
export { NotificationEmailList } from './components/notification-email-list';
export { useDeviceCommand } from './hooks/use-device-command';
export { inReportOrder, switchReport } from './schedule-report';
