import type { FastifyReply } from 'fastify';

/** Lalamove's error envelope: `{ errors: [{ id, message, detail }] }` with a 4xx or 5xx status. */
export function refuse(
  reply: FastifyReply,
  status: number,
  error: { id: string; message: string; detail?: string },
) {
  return reply.status(status).send({ errors: [error] });
}
