import type { DeviceResponse, PasscodeChangeRequest } from '@lodestar/contract';
import { apiRequest } from '../../../lib/api-client';

const at = (path: string, id: string) => `/devices/${path}/${encodeURIComponent(id)}`;

/** The Security tab's own calls; each answers its message and the device as it now is. */
export const securityCalls = {
  changePasscode: (id: string, body: PasscodeChangeRequest) =>
    apiRequest<DeviceResponse>(at('passcode', id), { method: 'PUT', body }),
  reportStolen: (id: string, stolen: boolean) =>
    apiRequest<DeviceResponse>(`${at('stolen', id)}/${stolen ? 'on' : 'off'}`, { method: 'PUT' }),
};
