import type { z } from 'zod/mini';
import { apiErrorBodySchema } from '../api-error.js';

// The API's one contract (issue 28, decision 285): every route's method, path, parameters, body,
// answers and error statuses, declared once here. The server registers each route from its entry
// (and so the OpenAPI document says the same), and `@careshop/api-client`'s one typed client calls
// it from the same entry: neither restates a path or a schema.

/** A zod schema (classic or mini: both share zod's core). */
export type ContractSchema = z.core.$ZodType;

/** The parts of a route Fastify checks, under Fastify's own names. */
export interface RouteSchemas {
  headers?: ContractSchema;
  params?: ContractSchema;
  querystring?: ContractSchema;
  body?: ContractSchema;
  /** The successful answers by status; a file download declares none. */
  response: { readonly [status: number]: ContractSchema };
}

/** The schemas of calls a shop does not make before its first screen, loaded on first use. */
export type CallSchemas = typeof import('./call-schemas.js');

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One route. `schemas` are imported with the entry; `lazy` picks the rest out of
 * {@link CallSchemas}, which the client loads with the first call that needs it and the server
 * before it registers its routes (decision 242: the shop's first download holds only the zod/mini
 * schemas of its first screen).
 */
export interface Route<
  Eager extends Partial<RouteSchemas> = Partial<RouteSchemas>,
  Lazy extends Partial<RouteSchemas> = Partial<RouteSchemas>,
> {
  readonly method: HttpMethod;
  /** SPEC 7: `admin` routes are under `/api/admin`, `auth` routes under `/api/auth`. */
  readonly api: 'admin' | 'auth';
  /** Fastify's path under the base, `:name` for a parameter. */
  readonly path: string;
  /** Who may call without a session: a self-signed bearer over the body (SPEC 6). */
  readonly bearer?: 'session-or-anonymous';
  /** The answer is a file (PDF, CSV, XLSX), not JSON. */
  readonly file?: true;
  readonly schemas?: Eager;
  readonly lazy?: (schemas: CallSchemas) => Lazy;
}

/** Every error status a route answers with validation's error body (decision 153). */
export const errorResponses = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
  429: apiErrorBodySchema,
} as const;

type EagerOf<R> = R extends { schemas: infer Eager } ? Eager : object;
type LazyOf<R> = R extends { lazy: (schemas: CallSchemas) => infer Lazy } ? Lazy : object;
/** A route's schemas, eager and lazy parts together. */
export type SchemasOf<R> = EagerOf<R> & LazyOf<R>;

type Part<R, K extends keyof RouteSchemas> =
  SchemasOf<R> extends { [P in K]: infer S } ? (S extends ContractSchema ? S : never) : never;
/**
 * Path parameters, query values and headers travel as text: a caller may give any text or number
 * (the route's schema checks it before the call is sent), and an empty or null value is left out.
 */
type Loosen<V> = V extends string ? string | number | null : V;
type AsText<T> = { [K in keyof T]: Loosen<T[K]> };
type InputPart<R, K extends keyof RouteSchemas> = [Part<R, K>] extends [never]
  ? never
  : K extends 'body'
    ? z.input<Part<R, K>>
    : AsText<z.input<Part<R, K>>>;

type Parts = 'params' | 'querystring' | 'body' | 'headers';
type Key<K> = K extends 'querystring' ? 'query' : K;
type Declared<R, K extends Parts> = [InputPart<R, K>] extends [never] ? false : true;

/**
 * What a call of route `R` is given: its path parameters, query (`query`), headers and body; a
 * part every field of which is optional may be left out.
 */
export type RouteInput<R> = {
  [K in Parts as Declared<R, K> extends true
    ? object extends InputPart<R, K>
      ? never
      : Key<K>
    : never]: InputPart<R, K>;
} & {
  [K in Parts as Declared<R, K> extends true
    ? object extends InputPart<R, K>
      ? Key<K>
      : never
    : never]?: InputPart<R, K>;
};

type ResponseOf<R> = SchemasOf<R> extends { response: infer M } ? M : never;
/** What a successful call of route `R` answers (the union of its declared statuses). */
export type RouteOutput<R> = ResponseOf<R>[keyof ResponseOf<R>] extends infer S
  ? S extends ContractSchema
    ? z.output<S>
    : undefined
  : never;

let loading: Promise<CallSchemas> | undefined;
let loaded: CallSchemas | undefined;

/**
 * Loads {@link CallSchemas} once. A failed load is forgotten, so the next call tries again.
 */
export function loadCallSchemas(): Promise<CallSchemas> {
  loading ??= import('./call-schemas.js').then(
    (module) => {
      loaded = module;
      return module;
    },
    (cause: unknown) => {
      loading = undefined;
      throw cause;
    },
  );
  return loading;
}

/** Whether resolving `route` needs {@link loadCallSchemas} first. */
export function needsCallSchemas(route: Route): boolean {
  return route.lazy !== undefined && loaded === undefined;
}

/**
 * A route's schemas, eager and lazy parts together; a route with a lazy part needs
 * {@link loadCallSchemas} to have finished.
 */
export function schemasOf<R extends Route>(route: R): SchemasOf<R> {
  if (!route.lazy) return (route.schemas ?? {}) as SchemasOf<R>;
  if (!loaded) throw new Error(`The schemas of ${route.method} ${route.path} are not loaded yet`);
  return { ...route.schemas, ...route.lazy(loaded) } as SchemasOf<R>;
}

/** A route's schemas as Fastify registers them: its answers and then every error status. */
export function routeSchema<R extends Route>(
  route: R,
): Omit<SchemasOf<R>, 'response'> & {
  response: ResponseOf<R> & typeof errorResponses;
} {
  const schemas = schemasOf(route) as unknown as RouteSchemas;
  return { ...schemas, response: { ...schemas.response, ...errorResponses } } as never;
}

/** A route's path with its parameters filled in (each encoded), without a leading slash. */
export function pathOf(route: Route, params?: Record<string, unknown>): string {
  return route.path
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')))
    .replace(/^\//, '');
}
