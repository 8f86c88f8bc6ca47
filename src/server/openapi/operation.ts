import type { ZodType } from 'zod';
import type { Permission } from '#shared/rules/staff-permissions.ts';
import { rangeNotSatisfiable, storedFile, type Answer } from './answers.ts';

/** Who may call an operation, as the policy test classifies routes. */
export type Auth = 'public' | 'creator' | 'staff' | 'operator';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Every status a call answers short of an error, with what it answers then. */
export type Answers = Readonly<Partial<Record<number, Answer>>>;

export type Operation = {
  method: Method;
  /** Hono's path: `:name` parameters, `*` for better-auth's own endpoints. */
  path: string;
  auth: Auth;
  /** One line: what the call does and its notable refusals (the README's API table shows it). */
  summary: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  responses: Answers;
  /** The body of errors, when it is not the app's own (better-auth's). */
  errors?: ZodType;
  /**
   * The raw body is a file the route streams under its own limit (50 MB; an avatar 5 MB),
   * so the app's 1 MB body limit stays off it.
   */
  upload?: true;
  /**
   * What a body looks like where no validator of ours reads it (better-auth's endpoints):
   * the fuzz test shapes bodies like it. Not in the description, which states only what we check.
   */
  bodyShape?: ZodType;
  /**
   * A staff route that takes a signed-in session only, not an API key (the keys' own
   * routes, decision 040). Every other staff route takes either.
   */
  sessionOnly?: true;
  /**
   * The one permission a staff route asks for (decision 041); every staff
   * operation names one, and the policy test calls it as every role.
   */
  permission?: Permission;
};

type Details<R extends Answers> = Pick<
  Operation,
  'params' | 'query' | 'body' | 'errors' | 'upload' | 'bodyShape' | 'sessionOnly' | 'permission'
> & {
  responses: R;
};

/**
 * One route of the API with the zod schemas its validators use (imported
 * from the same files the route imports them from) and what it answers
 * (decision 023). It is the one list of routes (decision 036): who may call
 * a route (`public` ones need no session), whether it streams an upload, and
 * what the fuzz test sends it all come from here. Its method, path and answers
 * keep their literal types, so the type test can hold each JSON answer's schema
 * against the route's own type.
 */
export function op<const M extends Method, const P extends string, const R extends Answers>(
  method: M,
  path: P,
  auth: Auth,
  summary: string,
  details: Details<R>,
): Omit<Operation, 'method' | 'path' | 'responses'> & { method: M; path: P; responses: R } {
  return { method, path, auth, summary, ...details };
}

/** A stored file: whole, one byte range of it (206), or a range beyond it (416). */
export const fileAnswers = { 200: storedFile, 206: storedFile, 416: rangeNotSatisfiable } as const;
