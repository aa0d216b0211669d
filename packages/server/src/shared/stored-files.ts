import type { contract } from '@strata/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Actor } from '../auth/access';
import { downloadActor } from '../auth/download-actor';
import { uploads } from '../db/schema';
import type { RouteDeps } from '../http/deps';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { STORED_FILE_CSP } from '../http/security-headers';
import { readUpload, type UploadKind } from '../uploads/storage';

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Sends a stored file with its type (from its extension) and the stored-file headers. */
export function sendStoredFile(reply: FastifyReply, name: string, bytes: Buffer) {
  return reply
    .type(MIME[name.split('.').pop()!] ?? 'application/octet-stream')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', STORED_FILE_CSP)
    .send(bytes);
}

/** Whether the actor uploaded `name` (so they may preview it before using it). */
export async function uploadedBy(deps: RouteDeps, actor: Actor, kind: UploadKind, name: string) {
  const [row] = await deps.db.orm
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(eq(uploads.name, name), eq(uploads.kind, kind.folder), eq(uploads.userId, actor.user.id)),
    );
  return row !== undefined;
}

/**
 * Whether every one of `names` is a stored file of `kind` the actor uploaded: what a record may
 * name when it takes uploads (a complaint's photos, a facility's picture, a tenant's documents).
 */
export async function allUploadedBy(
  db: Executor,
  actor: Actor,
  kind: UploadKind,
  names: readonly string[],
): Promise<boolean> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return true;
  const mine = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(
      and(
        inArray(uploads.name, wanted),
        eq(uploads.kind, kind.folder),
        eq(uploads.userId, actor.user.id),
      ),
    );
  return mine.length === wanted.length;
}

/* Stored files served from their own storage paths (spec 002 §7). */

/** One storage path: who may read a file, and how a missing file may still be produced. */
type StoredFiles = {
  endpoint: typeof contract.files.receipt | typeof contract.files.announcementAttachment;
  description: string;
  kind: UploadKind;
  missing: 'Receipt' | 'Attachment';
  /** Whether the actor may read `name`; `render` produces it when no file is stored. */
  access: (
    actor: Actor,
    name: string,
  ) => Promise<{ allowed: boolean; render?: () => Promise<Buffer> }>;
};

/** Registers a storage path (bearer header or ?token=, as the domain client builds the link). */
export function storedFiles(app: FastifyInstance, deps: RouteDeps, files: StoredFiles) {
  route(
    app,
    files.endpoint,
    { description: `The bearer header or ?token=. ${files.description} Anyone else gets 404.` },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      const { name } = request.params;
      const { allowed, render } = await files.access(actor, name);
      if (!allowed) throw notFound(files.missing);
      const bytes =
        (await readUpload(deps.db.orm, deps.config.dataDir, files.kind, name)) ??
        (await render?.());
      if (!bytes) throw notFound(files.missing);
      return sendStoredFile(reply, name, bytes);
    },
  );
}
