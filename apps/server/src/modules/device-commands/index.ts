// The device-commands module's public entry: what the rest of the server uses of it.
export { acknowledgeSent, cancelCommands, createCommandQueueRepository, enqueueCommands, expireQueuedLocates, takeDueCommands, type CommandLimit, type CommandQueueRepository, type HandedCommand, type QueuedCommand } from './command-queue.repository.js';
