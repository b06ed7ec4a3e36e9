/** Room names inside the server; clients name rooms by user id and device IMEI or serial number. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** A device's events reach a socket only through the room of its user and that device, see realtime-gateway.ts. */
export const viewerDeviceRoom = (userId: string, deviceId: string) => `device:${deviceId}:user:${userId}`;
/** The sockets of one live link's page, in the live links' namespace. */
export const liveLinkRoom = (linkId: string) => `live:${linkId}`;
