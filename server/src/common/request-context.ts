import type { Request, RequestHandler } from 'express';
import { addressGroup } from './address-group';
import type { Clock } from './clock';
import type { Logger } from './logger';
import type { StaffRole } from './staff-role';

/** A signed-in staff member, or another system's integration key acting with a role. */
export type StaffActor =
  | { kind: 'staff'; staffId: number; name: string; role: StaffRole; doctorId: number | null }
  | { kind: 'key'; keyId: number; name: string; role: StaffRole; doctorId: null };

/**
 * Who a request acts for. A patient is known only by the address the request came from; on
 * /staff/graphql, a signed-in staff member or an integration key.
 */
export type Actor = { kind: 'patient' } | StaffActor;

/**
 * What every service method that acts for someone receives first, whichever door (GraphQL, REST,
 * a server-rendered page) the request came through.
 */
export interface RequestContext {
  readonly requestId: string;
  /** The client's address (req.ip; behind a trusted proxy, the one it names). */
  readonly address: string;
  /** Who counts as one client in per-client limits: the address, or its IPv6 /64. */
  readonly clientKey: string;
  readonly actor: Actor;
  /** This request's logger: its lines carry the request id. */
  readonly logger: Logger;
  /** The clinic's clock: every "now" a rule reads comes from here, so tests can move it. */
  now(): Date;
}

const contexts = new WeakMap<Request, RequestContext>();

/** Gives every request its context as it arrives (after pino-http has named it). */
export function attachRequestContext(clock: Clock): RequestHandler {
  return (req, _res, next) => {
    const address = req.ip ?? 'unknown';
    contexts.set(req, {
      requestId: String(req.id),
      address,
      clientKey: addressGroup(address),
      actor: { kind: 'patient' },
      logger: req.log,
      now: () => clock.now(),
    });
    next();
  };
}

/** The context attachRequestContext gave this request. */
export function contextOf(req: Request): RequestContext {
  const context = contexts.get(req);
  if (!context) throw new Error('No request context: attachRequestContext runs before the routes');
  return context;
}

/** The same request acting for a staff member or key, once the staff door has checked who. */
export function actAs(req: Request, actor: StaffActor): RequestContext {
  const context = { ...contextOf(req), actor };
  contexts.set(req, context);
  return context;
}
