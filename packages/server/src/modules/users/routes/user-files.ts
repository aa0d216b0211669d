import { contract } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import { users } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { route } from '../../../http/route';
import { excelImportCalls, importKind } from '../../../shared/excel-routes';
import { replacePicture } from '../../files';
import {
  adminRowChecker,
  authorizeUser,
  findUser,
  moduleOf,
  ownerRowChecker,
  saveOwners,
  typeOf,
} from '../records';
import { ADMIN_COLUMNS, OWNER_COLUMNS } from '../../../uploads/excel';

/** Spec 001 §7: a user's picture, and the owners Excel import and its template. */
export async function userFileRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.users.uploadPicture,
    {
      description: [
        'Fields img (base64, or a data URL, or a file part), original_name and user_id. The user',
        "themselves, or Update on the user's module within the property. At most 5 MB ('Image",
        "must be below 5MB.'), jpg, jpeg or png by name and by content ('File not supported.').",
        'Stored under a server-generated name, served at /storage/pictures/{img}.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { img, original_name, user_id } = request.body;
      const target = await findUser(orm, user_id);
      authorizeUser(actor, target, 'Update');
      return replacePicture(
        deps,
        actor,
        { img, originalName: original_name },
        async (tx, stored, now) => {
          await tx
            .update(users)
            .set({ img: stored, updatedAt: now })
            .where(eq(users.id, target.id));
          await deps.actors.changed(tx, { userId: target.id });
        },
        {
          module: moduleOf(typeOf(target)),
          action: `upload-picture ${target.username}`,
          propertyId: target.propertyId,
        },
      );
    },
  );
  excelImportCalls(app, deps, {
    endpoints: { import: contract.users.import, template: contract.users.template },
    sheet: 'Owners',
    area: 'Owners',
    columns: OWNER_COLUMNS,
    action: 'import-owners',
    rowChecker: ownerRowChecker,
    save: saveOwners,
    types: {
      name: 'owners',
      others: {
        admins: importKind({
          sheet: 'Admins',
          area: 'Admins',
          columns: ADMIN_COLUMNS,
          action: 'import-admins',
          rowChecker: adminRowChecker,
          save: saveOwners,
        }),
      },
    },
    description: [
      'Fields doc (base64 xlsx), original_name, property_id. Needs Create on Owners, within the',
      "property. At most 1 MB ('File size exceeded 1MB.'), xlsx by name and content ('File not",
      "supported.'). The first sheet follows the owners template (GET /api/users/template):",
      'Name, Username, Email, Phone, IC, Gender, Marital Status, Unit No. Every row is checked',
      'as an owner add (unique usernames and e-mails, the unit in the property with a free',
      'slot); any failure answers 400 listing each row and why, and nothing is imported. All',
      'rows land in one transaction. Imported owners set a password through forgot password.',
      "With type 'admins' (default 'owners'): needs Create on Admins, the admins template",
      '(GET /api/users/template?type=admins: Name, Username, Email, Phone, IC, Gender, Marital',
      'Status, Role), each row checked as an admin add whose Role is a staff role of the property.',
      'Answers the stored file and how many were imported.',
    ].join(' '),
  });
}
