import type { Hono } from 'hono';
import { consumerSignIn, forgotPassword, mfaRequired, passThrough, signIn } from '../../api/session.ts';
import type { AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';
import {
  consumerSignInHandler,
  forgotPasswordHandler,
  mfaRequiredHandler,
  passThroughHandler,
  signInHandler,
} from './session.handlers.ts';

export function registerSessionRoutes(app: Hono<AppEnv>): void {
  // Literal /auth paths first: GET /:realm/:tenantId must never shadow them.
  route(app, mfaRequired, mfaRequiredHandler);
  route(app, forgotPassword, forgotPasswordHandler);
  route(app, consumerSignIn, consumerSignInHandler);
  route(app, passThrough, passThroughHandler);
  route(app, signIn, signInHandler);
}
