import type { FastifyReply } from 'fastify';

// A list the database wrote as JSON (services/json-rows.ts) goes out as it is: a string with a JSON content type
// passes no serializer. The route still declares its zod response schema, for the contract; a test holds the
// database's text to that schema, key for key (services/json-rows.test.ts).
export const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text);
