import type { DeviceSummary, User } from '@lodestar/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configFixture, userFixture } from './fixtures';

/** The mocked API; every test starts with only the configuration (captcha provider 'none'). */
export const server = setupServer(http.get('/api/config', () => HttpResponse.json(configFixture())));

export const mockCurrentUser = (user: User = userFixture()) =>
  server.use(http.get('/api/users/me', () => HttpResponse.json({ success: true, userDetails: user })));

export const mockDevices = (devices: DeviceSummary[] = []) =>
  server.use(
    http.get('/api/devices/find/:userId', ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      const matching = devices.filter((device) => type === 'all' || device.deviceType === type);
      return HttpResponse.json(matching, { headers: { 'X-Total-Count': String(matching.length) } });
    }),
  );
