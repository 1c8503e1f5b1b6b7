import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { photoKey } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { AppError, textIn } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Storage } from '../../providers/storage/storage.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { updateUser } from '../auth/users.repo.js';
import type { UsersView } from '../users/users.view.js';
import {
  MAX_IMAGE_BYTES,
  normaliseImage,
  sniffImageType,
  type ImageKind,
} from './image-processing.js';

// product §9 POST /images/dish|profile|brand (multipart, field `image`) → imageUrl.
export async function registerImagesRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    storage: Storage;
    view: UsersView;
    limits: { uploadsPerAccount: number; windowMs: number };
  },
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });

  const upload = (kind: ImageKind) =>
    app.post(`/api/v1/images/${kind}`, {
      schema: {
        summary: 'Upload a photo (seller)',
        tags: ['images'],
        consumes: ['multipart/form-data'],
      },
      onRequest: requireRole('chef'),
      config: {
        rateLimit: {
          max: deps.limits.uploadsPerAccount,
          timeWindow: deps.limits.windowMs,
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      handler: async (request) => {
        const me = currentUser(request);
        const bytes = await readImage(request);
        const image = await normaliseImage(bytes, kind).catch((err: unknown) => {
          if (err instanceof AppError) throw err;
          throw new AppError('VALIDATION', textIn('sellerRules', 'imageType'));
        });
        // the copies first: a photo's URL is only answered once its copies exist (decision 038)
        const photoId = newId();
        for (const copy of image.copies) {
          const key = photoKey(kind, me.id, photoId, image.extension, copy.width);
          await deps.storage.put(key, copy.body, image.contentType);
        }
        const key = photoKey(kind, me.id, photoId, image.extension);
        const imageUrl = await deps.storage.put(key, image.body, image.contentType);
        if (kind === 'dish') return { status: 'success' as const, data: { imageUrl } };
        const updated = await updateUser(
          deps.db,
          me.id,
          kind === 'profile' ? { userPhoto: imageUrl } : { brandPhoto: imageUrl },
        );
        if (!updated) throw new AppError('NOT_FOUND');
        return {
          status: 'success' as const,
          data: { imageUrl, user: await deps.view.publicUser(updated) },
        };
      },
    });

  upload('dish');
  upload('profile');
  upload('brand');
}

/** The uploaded file's bytes, refused unless they are a JPEG or PNG of at most 5 MB. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', textIn('sellerRules', 'imageType'));
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'image' && bytes === null) {
        bytes = await part.toBuffer();
      } else if (part.type === 'file') {
        part.file.resume();
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', textIn('sellerRules', 'imageTooLarge'));
    }
    if (code?.startsWith('FST_'))
      throw new AppError('VALIDATION', textIn('sellerRules', 'imageType'));
    // issue 20: a body cut short ("Unexpected end of form") or otherwise unreadable is the
    // client's fault, never a 500
    throw new AppError('VALIDATION', textIn('sellerRules', 'imageUploadFailed'));
  }
  if (!bytes || sniffImageType(bytes) === null) {
    throw new AppError('VALIDATION', textIn('sellerRules', 'imageType'));
  }
  return bytes;
}
