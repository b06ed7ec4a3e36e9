export * from './users.js';
export * from './mail.js';
export * from './captcha.js';
export * from './devices.js';
export * from './positions.js';
export * from './sharing.js';
