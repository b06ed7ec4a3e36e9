// The device-upload module's public entry: Add Devices from a spreadsheet (decisions 0031 and 0040).
export { deviceUploadRoutes } from './device-upload.routes.js';
export { createDeviceUploadService } from './device-upload.service.js';
export { createDeviceUploadRepository } from './device-upload.repository.js';
