import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { downloadActor } from '../../auth/download-actor';
import type { RouteDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { pictureVisible } from './picture-access';
import { PICTURE, readUpload } from '../../uploads/storage';
import { route } from '../../http/route';
import { STORED_FILE_CSP } from '../../http/security-headers';

/** The stored user and property pictures (spec 001 §5). */
export async function pictureRoutes(app: FastifyInstance, deps: RouteDeps) {
  route(
    app,
    contract.files.picture,
    {
      description: [
        'For signed-in users: the bearer header, or `?token=` as the domain client builds the',
        'link. Names are the server-generated ones the upload answered; anything else is 404.',
        "A user's picture is served to them, their property's staff and super users; a",
        "property's to its users and super users; one not in use yet to its uploader; else 404.",
      ].join(' '),
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      // Only to those who may see the picture's user or property.
      if (!(await pictureVisible(deps.db.orm, actor, request.params.name)))
        throw notFound('Picture');
      const bytes = await readUpload(
        deps.db.orm,
        deps.config.dataDir,
        PICTURE,
        request.params.name,
      );
      if (!bytes) throw notFound('Picture');
      const mime = request.params.name.endsWith('.png') ? 'image/png' : 'image/jpeg';
      return reply
        .type(mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', STORED_FILE_CSP)
        .send(bytes);
    },
  );
}
