import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a newcomer: embedded database, demo data, ALTCHA, port 8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', INGEST_PORT: 5055, DATA_DIR: './data', CAPTCHA_PROVIDER: 'altcha' });
    expect(config.demo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.production).toBe(false);
  });

  it('turns demo data off on PostgreSQL unless asked, and reads flags', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO: 'on' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
  });

  it('trims the trailing slash of PUBLIC_URL and ignores empty variables', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://track.example.com/' }).publicUrl).toBe('https://track.example.com');
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/PORT:[^]*CAPTCHA_PROVIDER:/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow('CAPTCHA_PROVIDER=recaptcha needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET');
  });
});
