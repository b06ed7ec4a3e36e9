/** ALTCHA's word lists by language: each registers itself with the widget when imported. */
declare module 'altcha/i18n/*';
