import type { Hono } from 'hono';
import {
  consumerHardSignIn,
  consumerSignIn,
  forgotPassword,
  mfaRequired,
  passThrough,
  signIn,
} from '../../api/session.ts';
import type { AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';
import { consumerHardSignInHandler, consumerSignInHandler } from './consumer-sign-in.handlers.ts';
import { forgotPasswordHandler, mfaRequiredHandler, passThroughHandler, signInHandler } from './session.handlers.ts';

export function registerSessionRoutes(app: Hono<AppEnv>): void {
  // Literal /auth paths first: GET /:realm/:tenantId must never shadow them.
  route(app, mfaRequired, mfaRequiredHandler);
  route(app, forgotPassword, forgotPasswordHandler);
  route(app, consumerHardSignIn, consumerHardSignInHandler);
  route(app, consumerSignIn, consumerSignInHandler);
  route(app, passThrough, passThroughHandler);
  route(app, signIn, signInHandler);
}
