import { deviceEndpoints, type PasscodeChangeRequest } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Changes the lock's passcode; answers the device as it now is. */
export const changePasscode = (id: string, body: PasscodeChangeRequest) =>
  callApi(deviceEndpoints.changePasscode, { params: { id }, body });
