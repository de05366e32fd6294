import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Errors no route answered itself, as Fastify's own demo app does: a 4xx's message passes through; a 5xx is
 * logged with the request id and never shown (tRPC answers its own errors: server/trpc/errors.ts).
 */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((err: { statusCode?: number; message: string }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.status(status).send({ error: 'Internal Server Error', message: 'An unexpected error occurred', requestId: req.id });
    }
    return reply.status(status).send({ error: 'Bad Request', message: err.message });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
