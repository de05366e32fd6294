import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cookies for sessions, the device cookie and the e-mailed link's cookie. */
async function cookie(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}

export default fp(cookie, { name: 'cookie' });
