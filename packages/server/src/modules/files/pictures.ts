import { writeAudit, type AuditEvent } from '../../audit';
import type { Actor } from '../../auth/access';
import type { OrmTransaction } from '../../db/database';
import type { RouteDeps } from '../../http/deps';
import { checkUpload, PICTURE, storeUpload } from '../../uploads/storage';

/**
 * Spec 001 §5 picture upload, in one transaction: checks the picture (size, type by name and
 * content), stores it under a server-generated name, points the record at it (`point`) and writes
 * the audit entry. Answers the stored name, served at /storage/pictures/{name}.
 */
export async function replacePicture(
  deps: RouteDeps,
  actor: Actor,
  upload: { img: string | Buffer; originalName: string },
  point: (tx: OrmTransaction, stored: string, now: Date) => Promise<unknown>,
  audit: AuditEvent,
): Promise<{ img: string }> {
  const file = checkUpload(PICTURE, upload.img, upload.originalName);
  const img = await deps.db.orm.transaction(async (tx) => {
    const stored = await storeUpload(tx, {
      kind: PICTURE,
      file,
      userId: actor.user.id,
    });
    await point(tx, stored, deps.now());
    await writeAudit(tx, actor, audit);
    return stored;
  });
  return { img };
}
