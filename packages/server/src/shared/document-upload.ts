import { messageText, type contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser, type Actor } from '../auth/access';
import type { RouteDeps } from '../http/deps';
import { route } from '../http/route';
import { checkUpload, storeUpload, type UploadKind } from '../uploads/storage';

/** What one document upload call is (spec 002 §7: receipts and announcement attachments). */
type DocumentUpload = {
  endpoint: typeof contract.payments.uploadReceipt | typeof contract.announcements.uploadAttachment;
  /** What the call checks and where the file is served, after the common part. */
  description: string;
  kind: UploadKind;
  /** Throws (400) unless the actor may upload. */
  authorize: (actor: Actor) => void;
};

/**
 * Registers a document upload: fields doc (base64, a data URL, or a file part) and original_name;
 * the kind's types by name and content and its size limit; stored under a server-generated name
 * recorded with its uploader, which the call answers as `doc`.
 */
export function documentUploadCall(app: FastifyInstance, deps: RouteDeps, call: DocumentUpload) {
  route(
    app,
    call.endpoint,
    {
      description: [
        'Fields doc (base64, a data URL, or a file part) and original_name. jpg, jpeg, pjpg, png',
        `or pdf, by name and by content ('File not supported.'), at most ${call.kind.maxBytes / 1024 / 1024} MB`,
        `('${messageText(call.kind.tooLarge)}').`,
        call.description,
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      call.authorize(actor);
      const file = checkUpload(call.kind, request.body.doc, request.body.original_name);
      const doc = await storeUpload(deps.db.orm, {
        kind: call.kind,
        file,
        userId: actor.user.id,
      });
      return { doc };
    },
  );
}
