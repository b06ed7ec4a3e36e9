import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, uploadEndpoints as calls, uploadMessages } from '@lodestar/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../errors.js';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import { refuseUnlessDealer, uploadTypeOf, type DeviceUploadService } from './device-upload.service.js';
import { uploadTemplate } from './upload-template.js';

interface Deps {
  guards: AuthGuards;
  upload: DeviceUploadService;
  /** Uploads are heavy: limited like the other costly calls. */
  uploadRateLimit: { max: number; timeWindow: string };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The multipart form's `file` (at most UPLOAD_MAX_BYTES, read into memory) and `deviceType`. */
async function formOf(request: FastifyRequest): Promise<{ file: Buffer; deviceType: string | undefined }> {
  if (!request.isMultipart()) throw new AppError(415, uploadMessages.fileMissing);
  let file: Buffer | undefined;
  let deviceType: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') file = content;
      } else if (part.fieldname === 'deviceType') deviceType = String(part.value);
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError(413, uploadMessages.tooLarge);
    throw error;
  }
  if (!file || file.length === 0) throw new ValidationError(uploadMessages.fileMissing);
  return { file, deviceType };
}

/** Add Devices: the dealership's spreadsheet upload and its template, multipart in this scope only. */
export async function deviceUploadRoutes(app: ApiApp, { guards, upload, uploadRateLimit }: Deps) {
  await app.register(async (scope: ApiApp) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 },
    });
    scope.route({
      ...routeOf(calls.upload),
      onRequest: guards.interactive,
      config: { rateLimit: uploadRateLimit },
      handler: async (request) => {
        const caller = callerOf(request);
        // Refused before the body is read.
        refuseUnlessDealer(caller);
        const { file, deviceType } = await formOf(request);
        return succeeded(await upload.upload(caller, file, uploadTypeOf(deviceType)));
      },
    });
  });
  app.route({
    ...routeOf(calls.template),
    onRequest: guards.user,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      refuseUnlessDealer(caller);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="add-devices-template.xlsx"')
        .send(await uploadTemplate(await upload.allocatedSerials(caller)));
    },
  });
}
