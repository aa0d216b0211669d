import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { generateStatementsSchema } from '@strata/domain';
import { writeAudit } from '../../audit';
import type { Actor } from '../../auth/access';
import { shiftDate } from '../../clock';
import type { OrmTransaction } from '../../db/database';
import { accountStatements } from './tables';
import { units } from '../units/tables';
import { badRequest } from '../../http/errors';
import { FINANCE_MESSAGES } from '../../http/messages';
import { MAX_AMOUNT, roundMoney } from './records';

/* Issuing invoices (spec 002 §2 Issue Statement): debit rows of the account statement. */

type Invoice = z.output<typeof generateStatementsSchema>;
type InvoiceType = Invoice['types'][number];
type UnitRow = typeof units.$inferSelect;

const BILLS: Record<InvoiceType, string> = {
  maintenance: 'Maintenance Bill',
  water: 'Water Bill',
  others: 'Other Bill',
};
const REF_SUFFIX: Record<InvoiceType, string> = { maintenance: 'M', water: 'W', others: 'O' };

/** The amount and description of one bill for one unit, or 400 when the unit lacks its tariff. */
function bill(unit: UnitRow, type: InvoiceType, invoice: Invoice) {
  const month = invoice.date;
  if (type === 'maintenance') {
    if (unit.maintenanceAmount === null) {
      throw badRequest(FINANCE_MESSAGES.maintenanceAmount(unit.unitNo));
    }
    return { amount: unit.maintenanceAmount, description: `Maintenance Bill ${month}` };
  }
  if (type === 'water') {
    if (unit.waterAmount === null) throw badRequest(FINANCE_MESSAGES.waterTariff(unit.unitNo));
    const used = invoice.current_reading! - invoice.previous_reading!;
    return {
      amount: used * unit.waterAmount,
      description: `Water Bill ${month} (${invoice.previous_reading} - ${invoice.current_reading})`,
    };
  }
  return {
    amount: invoice.other_bill_amount!,
    description: `${invoice.other_bill_name} ${month}`.slice(0, 500),
  };
}

/**
 * Issues the invoice's bills, in the caller's transaction, to one unit (`unitId`) or to every unit
 * of `propertyId` that has owners. The units are locked first, so a concurrent run for the same
 * month waits and then sees these rows; a type already issued to a unit for the month is 400 and
 * nothing is written. Answers how many units were invoiced.
 */
export async function issueInvoices(
  tx: OrmTransaction,
  actor: Actor,
  invoice: Invoice,
  target: { unitId: number } | { propertyId: number },
): Promise<number> {
  const types = [...new Set(invoice.types)];
  const month = invoice.date;
  const hasOwners = or(isNotNull(units.userId), isNotNull(units.userId2), isNotNull(units.userId3));
  const targets = await tx
    .select()
    .from(units)
    .where(
      'unitId' in target
        ? and(eq(units.id, target.unitId), hasOwners)
        : and(eq(units.propertyId, target.propertyId), hasOwners),
    )
    .orderBy(asc(units.id))
    .for('update');
  if (targets.length === 0) throw badRequest(FINANCE_MESSAGES.noOwners);
  const [issued] = await tx
    .select({ unitId: accountStatements.unitId, type: accountStatements.type })
    .from(accountStatements)
    .where(
      and(
        inArray(
          accountStatements.unitId,
          targets.map((unit) => unit.id),
        ),
        eq(accountStatements.month, month),
        inArray(accountStatements.type, types),
      ),
    )
    .limit(1);
  if (issued) {
    const unit = targets.find((entry) => entry.id === issued.unitId)!;
    throw badRequest(
      FINANCE_MESSAGES.alreadyIssued(BILLS[issued.type as InvoiceType], unit.unitNo, month),
    );
  }
  const day = `${month}-01`;
  const rows = targets.flatMap((unit) =>
    types.map((type) => {
      const { amount, description } = bill(unit, type, invoice);
      if (!(amount >= 0 && amount <= MAX_AMOUNT)) {
        throw badRequest(FINANCE_MESSAGES.amountTooLarge);
      }
      return {
        propertyId: unit.propertyId,
        unitId: unit.id,
        type,
        date: day,
        dueDate: shiftDate(day, 30),
        month,
        refNo: `INV-${month.replace('-', '')}-${unit.id}-${REF_SUFFIX[type]}`,
        description,
        debit: roundMoney(amount),
        credit: 0,
        previousReading: type === 'water' ? (invoice.previous_reading ?? null) : null,
        currentReading: type === 'water' ? (invoice.current_reading ?? null) : null,
        createdBy: actor.user.id,
      };
    }),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(accountStatements).values(rows.slice(start, start + 500));
  }
  await writeAudit(tx, actor, {
    module: 'Account Statement',
    action: `issue-invoice ${types.join(',')} ${month} (${targets.length} unit${targets.length === 1 ? '' : 's'})`,
    propertyId: targets[0]!.propertyId,
  });
  return targets.length;
}
