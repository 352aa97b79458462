import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A body the server holds in memory and sends unchanged (the app's page with its config, the sign-in page's
// stylesheet): compressed once when it is loaded, never per request, like the build's files (build/precompress.ts),
// with the same floor: below 1 kB the headers outweigh the gain and it is sent as it is.
const MIN_BYTES = 1024;

export type EncodedBody = { plain: Buffer; br?: Buffer; gzip?: Buffer };

export const encodeOnce = (plain: Buffer): EncodedBody =>
  plain.length < MIN_BYTES
    ? { plain }
    : {
        plain,
        br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
        gzip: gzipSync(plain, { level: 9 }),
      };

// The encoding the client accepts (brotli first), its Content-Encoding, and Vary so that caches keep them apart.
export const sendEncoded = (request: FastifyRequest, reply: FastifyReply, body: EncodedBody) => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = body.br && /\bbr\b/.test(accepted) ? 'br' : body.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? body[encoding] : body.plain);
};
