import type { components, paths } from './openapi.types';

/**
 * The bodies docs/openapi.yaml gives each call, read from the types `npm run contract:types` generates from it. A
 * decoder declared as `Decoder<Reply<P>>` and a request built as `Body<P>` stop compiling when the document renames,
 * retypes or adds a required field they touch: the document is the one statement of the contract.
 */
export type ApiPath = keyof paths;

/** The `body` of the call's 200 reply, inside the spec's envelope. */
export type Reply<P extends ApiPath, M extends 'get' | 'post' = 'post'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { body: infer B } } } };
}
  ? B
  : never;

/** The call's JSON request body. */
export type Body<P extends ApiPath> = paths[P]['post'] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** A named schema of the document's components. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

/**
 * Every value of a union of strings, listed in the order forms show them: a value the union lacks, or one it has and
 * the list misses, does not compile, so a decoder built from the list accepts exactly what the document allows.
 */
export function listOf<T extends string>() {
  return <const L extends readonly T[]>(
    values: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> }),
  ): L => values;
}
