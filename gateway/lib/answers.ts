/**
 * A route of the call table (shared/api/paths.ts) names its call, and the compiler holds its
 * answer to the call's type: `member.get('/info', answers('GET /wps/member/info', async (c) => ...))`.
 * The handler must return an `Answered` (lib/envelope.ts: ok, answer, fail, refusal) whose value
 * fits the call's answer; a call the table does not hold fails too. The name is the registered
 * path written out in full (`:param` for a path parameter), and each request checks that it is,
 * so the name cannot drift from where index.ts mounts the route.
 */
import type { Context } from 'hono';
import type { Call, CallAnswer } from '@shared/api/paths';
import type { AppEnv } from '../env';
import type { Answered } from './envelope';

/** A registered path's `:param` segments as the table writes them: any text. */
type Pattern<R extends string> = R extends `${infer Head}/:${infer Param}`
  ? Param extends `${string}/${infer Rest}`
    ? `${Head}/${string}/${Pattern<Rest>}`
    : `${Head}/${string}`
  : R;

/** The table's calls a route serves: its path, or the path with a query the table spells in it (the credit report's). */
export type CallsOf<R extends string> = Extract<Call, Pattern<R> | `${Pattern<R>}?${string}`>;

/** Refuses, at compile time, a route name that is no call of the table. */
type InTable<R extends string> = [CallsOf<R>] extends [never] ? { notInTheCallTable: R } : unknown;

export type CallHandler<R extends string> = (c: Context<AppEnv>) => Answered<CallAnswer<CallsOf<R>>> | Promise<Answered<CallAnswer<CallsOf<R>>>>;

export function answers<R extends string>(route: R & InTable<R>, handler: CallHandler<R>) {
  const [method, path] = route.split(' ') as [string, string];
  return async (c: Context<AppEnv>) => {
    // HEAD reaches a GET route
    const served = `${c.req.method === 'HEAD' ? 'GET' : c.req.method} ${c.req.routePath}`;
    if (served !== `${method} ${path}`) throw new Error(`the route ${served} names its call ${route}`);
    return handler(c);
  };
}
