import type { QueuedCommand } from '../device-commands/index.js';
import type { DeviceChanges, DeviceModification } from './device-modifications.repository.js';

/** A change that does not depend on the locked row: these values and these commands, whatever the row holds. */
export const fixedChange = (changes: DeviceChanges, commands: QueuedCommand[]) => (): DeviceModification => ({
  changes,
  commands,
});
