/**
 * A refusal with a status and a French message. A route's handler throws it, and so do the
 * features' services it calls (quotes, contracts), which may not import the /api router
 * (eslint.boundaries.mjs): here in src/lib, every layer reaches it, and src/platform/api/envelope.ts
 * gives it to the routes under the same name. The /api router answers it as
 * `{ success: false, message }` with its status (src/platform/api/errors.ts); a back office action
 * as `{ message }` (src/platform/endpoints/adminAction.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}
