import type { FastifyReply } from 'fastify';

/** Sends `body` (a string or a stream) as a CSV file to save, named `fileName` (only its safe characters). */
export const sendCsvAttachment = (reply: FastifyReply, fileName: string, body: unknown) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .send(body);
