// The users feature's public entry: what the rest of the app uses of it (its page loads on demand by path).
export { usersKeys } from './api/users-keys';
