// The device-upload module's public entry: Add Devices from a spreadsheet (decision 0031).
export { createDeviceUploadRepository } from './device-upload.repository.js';
export { deviceUploadRoutes } from './device-upload.routes.js';
export { createDeviceUploadService } from './device-upload.service.js';
