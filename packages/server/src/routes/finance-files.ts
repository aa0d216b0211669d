import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isOwnerActor, isSuper, ownsUnit, type Actor } from '../auth/access';
import { downloadActor } from '../auth/download-actor';
import { announcements, inboxItems, payments, properties, units, uploads } from '../db/schema';
import type { RouteDeps } from '../http/deps';
import { notFound } from '../http/errors';
import { FINANCE_MESSAGES, MESSAGE_MESSAGES } from '../http/messages';
import { failures } from '../http/responses';
import { renderReceiptPdf } from '../records/statement-pdf';
import { ATTACHMENT, RECEIPT, uploadFolder, type UploadKind } from '../uploads/storage';

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** A stored file name: a server-generated one, or a seeded demo receipt ('receipt-12.pdf'). */
const nameParams = z.object({
  name: z
    .string()
    .regex(/^([a-f0-9]{32}|receipt-\d{1,9})\.(jpg|jpeg|pjpg|png|pdf)$/, { error: 'Not found' }),
});

async function stored(dataDir: string, kind: UploadKind, name: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(uploadFolder(dataDir, kind.folder), name));
  } catch {
    return null;
  }
}

function send(reply: FastifyReply, name: string, bytes: Buffer) {
  return reply
    .type(MIME[name.split('.').pop()!] ?? 'application/octet-stream')
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(bytes);
}

/** Whether the actor uploaded `name` (so they may preview it before using it). */
async function uploadedBy(deps: RouteDeps, actor: Actor, kind: UploadKind, name: string) {
  const [row] = await deps.db.orm
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(eq(uploads.name, name), eq(uploads.kind, kind.folder), eq(uploads.userId, actor.user.id)),
    );
  return row !== undefined;
}

/** Spec 002 §7: receipts and announcement attachments, served from their own storage paths. */
export async function financeFileRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const querystring = z.object({ token: z.string().max(200).optional() });

  api.get(
    '/storage/receipts/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'A payment receipt',
        description: [
          "The bearer header or ?token=. Served to the users of the payment's property: staff of",
          'that property, owners of the unit paid for, super users; and to the uploader before',
          'the payment is added. Anyone else gets 404.',
        ].join(' '),
        params: nameParams,
        querystring,
        response: { 200: z.unknown().describe('The receipt'), ...failures(401, 404) },
      },
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      const { name } = request.params;
      const [row] = await orm
        .select({ payment: payments, unit: units, propertyName: properties.name })
        .from(payments)
        .innerJoin(units, eq(units.id, payments.unitId))
        .innerJoin(properties, eq(properties.id, payments.propertyId))
        .where(eq(payments.doc, name))
        .limit(1);
      const allowed = row
        ? isSuper(actor) ||
          (isOwnerActor(actor)
            ? ownsUnit(actor.user.id, row.unit)
            : actor.user.propertyId === row.payment.propertyId)
        : await uploadedBy(deps, actor, RECEIPT, name);
      if (!allowed) throw notFound(FINANCE_MESSAGES.receiptNotFound);
      let bytes = await stored(deps.config.dataDir, RECEIPT, name);
      if (!bytes && row && /^receipt-\d+\.pdf$/.test(name)) {
        // The demo's seeded receipts are rendered from their payment.
        bytes = await renderReceiptPdf({
          propertyName: row.propertyName,
          unitNo: row.unit.unitNo,
          refNo: row.payment.refNo,
          date: row.payment.date,
          amount: row.payment.amount,
          bank: row.payment.bank ?? '-',
        });
      }
      if (!bytes) throw notFound(FINANCE_MESSAGES.receiptNotFound);
      return send(reply, name, bytes);
    },
  );

  api.get(
    '/storage/announcements/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'An announcement attachment',
        description: [
          "The bearer header or ?token=. Served to the announcement's property staff, to the users",
          'whose inbox holds it, to super users, and to the uploader before it is sent; anyone',
          'else gets 404.',
        ].join(' '),
        params: nameParams,
        querystring,
        response: { 200: z.unknown().describe('The attachment'), ...failures(401, 404) },
      },
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      const { name } = request.params;
      const [announcement] = await orm
        .select({ id: announcements.id, propertyId: announcements.propertyId })
        .from(announcements)
        .where(eq(announcements.attachment, name))
        .limit(1);
      const [inInbox] = await orm
        .select({ id: inboxItems.id })
        .from(inboxItems)
        .where(and(eq(inboxItems.userId, actor.user.id), eq(inboxItems.attachment, name)))
        .limit(1);
      const allowed =
        isSuper(actor) ||
        inInbox !== undefined ||
        (announcement !== undefined &&
          !isOwnerActor(actor) &&
          actor.user.propertyId === announcement.propertyId) ||
        (announcement === undefined && (await uploadedBy(deps, actor, ATTACHMENT, name)));
      if (!allowed) throw notFound(MESSAGE_MESSAGES.attachmentNotFound);
      const bytes = await stored(deps.config.dataDir, ATTACHMENT, name);
      if (!bytes) throw notFound(MESSAGE_MESSAGES.attachmentNotFound);
      return send(reply, name, bytes);
    },
  );
}
