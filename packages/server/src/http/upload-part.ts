import type { Readable } from 'node:stream';

/** One part of a multipart body, as @fastify/multipart yields it (any feature that takes uploads). */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; filename: string; mimetype: string; file: Readable };
