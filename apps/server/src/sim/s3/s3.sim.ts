import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the simulator is mounted: S3_ENDPOINT is this under the simulators' address. */
export const S3_SIM_PREFIX = '/_sim/s3';
/** Objects kept (in memory, oldest dropped first) and the largest one taken. */
const MAX_OBJECTS = 500;
const MAX_OBJECT_BYTES = 10 * 1024 * 1024;

type StoredObject = {
  body: Buffer;
  contentType: string;
  cacheControl: string | null;
  etag: string;
};

const xmlError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply
    .status(status)
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );

/**
 * The S3 subset the product's storage adapter uses (decision 033), path-style
 * (`/_sim/s3/<bucket>/<key>`): PutObject, signed with SigV4 — the Authorization header must be
 * there and name the accepted access key id (the signature itself is not recomputed) — and
 * GetObject without signing, as a public bucket URL (S3_PUBLIC_URL) serves photos to browsers.
 * One bucket; objects live in memory, bounded, like the other simulators' state.
 */
export async function registerS3Simulator(
  app: FastifyInstance,
  options: { bucket: string; accessKeyId: string },
): Promise<void> {
  const objects = new Map<string, StoredObject>();
  const credential = `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`;

  await app.register(
    async (sim) => {
      // any body is the object's bytes, whatever its type
      sim.removeAllContentTypeParsers();
      sim.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: MAX_OBJECT_BYTES },
        (_request, body, done) => done(null, body),
      );

      sim.put<{ Params: { bucket: string; '*': string } }>('/:bucket/*', async (request, reply) => {
        const authorization = String(request.headers.authorization ?? '');
        if (!authorization.startsWith('AWS4-HMAC-SHA256 ')) {
          return xmlError(reply, 403, 'AccessDenied', 'Access Denied');
        }
        if (!authorization.startsWith(credential)) {
          return xmlError(
            reply,
            403,
            'InvalidAccessKeyId',
            'The AWS Access Key Id you provided does not exist in our records.',
          );
        }
        if (request.params.bucket !== options.bucket) {
          return xmlError(reply, 404, 'NoSuchBucket', 'The specified bucket does not exist');
        }
        if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) {
          return xmlError(reply, 501, 'NotImplemented', 'aws-chunked uploads are not simulated');
        }
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(request.params['*'], {
          body,
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
          cacheControl: request.headers['cache-control'] ?? null,
          etag,
        });
        for (const oldest of objects.keys()) {
          if (objects.size <= MAX_OBJECTS) break;
          objects.delete(oldest);
        }
        return reply.header('etag', etag).send();
      });

      sim.get<{ Params: { bucket: string; '*': string } }>('/:bucket/*', async (request, reply) => {
        const found =
          request.params.bucket === options.bucket ? objects.get(request.params['*']) : undefined;
        if (!found) return xmlError(reply, 404, 'NoSuchKey', 'The specified key does not exist.');
        if (found.cacheControl) reply.header('cache-control', found.cacheControl);
        return reply.header('etag', found.etag).type(found.contentType).send(found.body);
      });
    },
    { prefix: S3_SIM_PREFIX },
  );
}
