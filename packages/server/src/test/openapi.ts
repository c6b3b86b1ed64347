import type { FastifyInstance } from 'fastify';

/** The parts of an OpenAPI 3.0 schema that the route tests read. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, `/api/users/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the route declares one. */
  body?: JsonSchema;
}

/** Every operation of the app's OpenAPI document (the routes declared with schemas). */
export function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Each integer a schema accepts, with the name of the property (or parameter) that holds it. */
export function* integersIn(
  schema: JsonSchema | undefined,
  name: string,
): Generator<{ name: string; schema: JsonSchema }> {
  if (!schema) return;
  if (schema.type === 'integer') yield { name, schema };
  for (const [key, child] of Object.entries(schema.properties ?? {})) yield* integersIn(child, key);
  yield* integersIn(schema.items, name);
  if (typeof schema.additionalProperties === 'object') yield* integersIn(schema.additionalProperties, name);
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    yield* integersIn(child, name);
  }
}
