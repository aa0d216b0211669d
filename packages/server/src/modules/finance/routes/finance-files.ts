import { contract } from '@strata/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOwnerActor, isSuper, ownsUnit } from '../../../auth/access';
import { payments } from '../tables';
import { announcements } from '../../announcements/tables';
import { inboxItems } from '../../inbox/tables';
import { properties } from '../../properties/tables';
import { units } from '../../units/tables';
import type { RouteDeps } from '../../../http/deps';
import { renderReceiptPdf } from '../statement-pdf';
import { storedFiles, uploadedBy } from '../../../shared/stored-files';
import { ATTACHMENT, RECEIPT } from '../../../uploads/storage';

/** Spec 002 §7: receipts and announcement attachments, served from their own storage paths. */
export async function financeFileRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  storedFiles(app, deps, {
    endpoint: contract.files.receipt,
    description: [
      "Served to the users of the payment's property: staff of that property, owners of the",
      'unit paid for, super users; and to the uploader before the payment is added.',
    ].join(' '),
    kind: RECEIPT,
    missing: 'Receipt',
    access: async (actor, name) => {
      const [row] = await orm
        .select({ payment: payments, unit: units, propertyName: properties.name })
        .from(payments)
        .innerJoin(units, eq(units.id, payments.unitId))
        .innerJoin(properties, eq(properties.id, payments.propertyId))
        .where(eq(payments.doc, name))
        .limit(1);
      if (!row) return { allowed: await uploadedBy(deps, actor, RECEIPT, name) };
      const allowed =
        isSuper(actor) ||
        (isOwnerActor(actor)
          ? ownsUnit(actor.user.id, row.unit)
          : actor.user.propertyId === row.payment.propertyId);
      // The demo's seeded receipts (receipt-N.pdf) are rendered from their payment.
      const seeded = /^receipt-\d+\.pdf$/.test(name);
      const render = () =>
        renderReceiptPdf({
          propertyName: row.propertyName,
          unitNo: row.unit.unitNo,
          refNo: row.payment.refNo,
          date: row.payment.date,
          amount: row.payment.amount,
          bank: row.payment.bank ?? '-',
        });
      return seeded ? { allowed, render } : { allowed };
    },
  });
  storedFiles(app, deps, {
    endpoint: contract.files.announcementAttachment,
    description: [
      "Served to the announcement's property staff, to the users whose inbox holds it, to super",
      'users, and to the uploader before it is sent.',
    ].join(' '),
    kind: ATTACHMENT,
    missing: 'Attachment',
    access: async (actor, name) => {
      const [announcement] = await orm
        .select({ propertyId: announcements.propertyId })
        .from(announcements)
        .where(eq(announcements.attachment, name))
        .limit(1);
      const [inInbox] = await orm
        .select({ id: inboxItems.id })
        .from(inboxItems)
        .where(and(eq(inboxItems.userId, actor.user.id), eq(inboxItems.attachment, name)))
        .limit(1);
      const staff =
        announcement !== undefined &&
        !isOwnerActor(actor) &&
        actor.user.propertyId === announcement.propertyId;
      return {
        allowed:
          isSuper(actor) ||
          inInbox !== undefined ||
          staff ||
          (announcement === undefined && (await uploadedBy(deps, actor, ATTACHMENT, name))),
      };
    },
  });
}
