// The framework's limit for the API benchmark (issue 10 §2): a bare Fastify server with no plugins
// that answers each benchmarked URL with the bytes the real API answered for it, so the
// comparison isolates what our routes add (validation, session lookup, SQL, serialisation).
// Started by bench/api.ts as `tsx bench/bare-server.ts <answers.json>` on PORT.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });

const answer = (url: string) => answers[url] ?? '{"status":"success"}';
app.get('/*', async (request, reply) => reply.type('application/json').send(answer(request.url)));
app.post('/*', async (request, reply) => reply.type('application/json').send(answer(request.url)));
app.get('/ready', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
