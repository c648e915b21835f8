/**
 * Users: profile and preferences, user management and invitations, the supervision hierarchy, and
 * whose data each person sees (`visibilityOf`, which the request actor computes once). Other
 * modules import only what this file exports.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../plugins/routeConventions';
import { userAdminRoutes } from './adminRoutes';
import { hierarchyRoutes } from './hierarchyRoutes';
import { preferenceRoutes, roleRoutes, sellerRoutes } from './routes';

export {
  findRoleByName,
  findUserByEmail,
  findUserById,
  isSellingUser,
  permissionsOfRole,
  supervisedUserIds,
  type UserWithRole,
} from './queries';
export { type Visibility, visibilityOf, visibleSellerIds } from './scope';
export { getProfile, listRoles } from './service';

export const usersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    routeGroup(
      ['users'],
      [
        [userAdminRoutes, '/users'],
        [preferenceRoutes, '/users'],
        [roleRoutes, '/roles'],
        [sellerRoutes, '/sellers'],
      ],
    ),
  );
  await app.register(routeGroup(['hierarchy'], [[hierarchyRoutes, '/users']]));
};
