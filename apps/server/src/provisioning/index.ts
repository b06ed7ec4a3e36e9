// Accounts and devices created directly, without captcha or mail: the admin CLI and the demo data.
export { provisionDevice } from './provision-device.js';
export { provisionUser } from './provision-user.js';
