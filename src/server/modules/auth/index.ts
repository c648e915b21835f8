/**
 * Sign-in and sessions: tokens, refresh, recovery and invitation links, view-as, sign-in with Google and Microsoft.
 * Other modules import only what this file exports.
 */
import { routeGroup } from '../../plugins/routeConventions';
import { oauthRoutes } from './oauth/routes';
import { authRoutes } from './routes';

export { clearLockout } from './lockout';
export { hashPassword } from './passwords';
export { bumpTokenVersion, revokeAllOfUser, sessionStateOf } from './queries';
export { issueRecoveryToken, recoveryLink } from './recovery';
export { issueTokens } from './sessions';
export { TokenService } from './tokens';

export const authModule = routeGroup(
  ['auth'],
  [
    [authRoutes, '/auth'],
    [oauthRoutes, '/auth'],
  ],
);
