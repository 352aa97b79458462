import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerIdp } from './auth/idp/index';
import type { Config } from './config';
import type { Database } from './db/types';
import { errorForLog, installErrorHandler, type ConstraintMessages } from './errors';
import { clientErrorHandler } from './plugins/client-error';
import { serializerCompiler } from './plugins/response-serializer';
import { securityHeaders } from './plugins/security-headers';
import { browserConfig } from './browser-config';
import { spa } from './plugins/spa';
import './plugins/fastify-types';
import { apiRoutes } from './routes/index';
import '../resources/zod-config';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  // where the log goes instead of stdout (tests read it)
  logStream?: { write: (line: string) => void };
};

const pathOnly = (url: string) => url.split('?')[0];

// One factory for the server and every test (STYLE habit 7): outside plugins, our decorators, then routes.
export const buildApp = async ({ config, database, logStream }: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      // query strings carry searched names and phones; tokens and cookies never go to the log
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (request) => ({ method: request.method, url: pathOnly(request.url), id: request.id, ip: request.ip }),
        // no SQL parameters or database messages: they carry personal data
        err: errorForLog,
      },
      ...(logStream ? { stream: logStream } : {}),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const constraintMessages: ConstraintMessages = new Map();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('constraintMessages', constraintMessages);
  installErrorHandler(app, constraintMessages);

  await securityHeaders(app, config);
  await app.register(swagger, {
    openapi: {
      info: { title: 'API учебного центра', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // the API only: the provider's pages under /idp are no part of it
    transform: (input) => (input.url.startsWith('/api/') ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url }),
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  if (config.auth.embedded) await registerIdp(app, { config, database });
  const apiRouteList: FastifyInstance['apiRouteList'] = [];
  app.decorate('apiRouteList', apiRouteList);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      apiRouteList.push({ ...route.config, method, url: route.url, body: route.schema?.body });
    }
  });
  await app.register(apiRoutes, { prefix: '/api' });
  await spa(app, undefined, browserConfig(config));
  return app;
};
