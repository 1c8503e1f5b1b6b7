import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** PayMongo's error object: a stable `code`, a human `detail`, and the field it is about. */
export type PaymongoError = {
  code: string;
  detail: string;
  source?: { pointer: string; attribute: string };
};

/** PayMongo's error envelope: `{ errors: [{ code, detail, source? }] }` with a 4xx or 5xx status. */
export function refuse(reply: FastifyReply, status: number, ...errors: PaymongoError[]) {
  return reply.status(status).send({ errors });
}

export const fieldError = (code: string, pointer: string, detail: string): PaymongoError => ({
  code,
  detail,
  source: { pointer, attribute: pointer.split('.').at(-1) ?? pointer },
});

export const notFound = (resource: string, id: string): PaymongoError => ({
  code: 'resource_not_found',
  detail: `No such ${resource} with id ${id}.`,
});

/**
 * A zod failure of a `{ data: { attributes } }` body as PayMongo words it: pointers relative to
 * the attributes ("details.card_number"), one error per field.
 */
export function validationErrors(error: z.ZodError): PaymongoError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    const relative = path.slice(0, 2).join('.') === 'data.attributes' ? path.slice(2) : path;
    const pointer = relative.join('.') || 'data';
    if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
      return fieldError('parameter_required', pointer, `${pointer} is required.`);
    }
    if (issue.code === 'invalid_type') {
      return fieldError(
        'parameter_data_type_invalid',
        pointer,
        `${pointer} should be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}.`,
      );
    }
    return fieldError('parameter_invalid', pointer, `${pointer} ${issue.message}`);
  });
}
