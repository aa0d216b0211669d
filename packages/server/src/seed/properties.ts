import { BANKS, SERVICES, type ServiceName } from '@strata/domain';
import { defaultPolicyRows, NEW_ROLE_TEMPLATE, SYSTEM_ROLES } from '../auth/policies';
import { shiftDate } from '../clock';
import * as t from '../db/schema';
import { at, insertAll, PROPERTIES, type SeedContext } from './plan';

/** Services, the three properties, their roles with default policies, settings and house rules. */
export async function seedProperties(ctx: SeedContext) {
  const { tx, today } = ctx;
  // ------------------------------------------------------------ services, properties, roles
  await insertAll(
    tx,
    t.services,
    SERVICES.map((name, index) => ({ id: index + 1, name })),
  );
  const serviceId = (name: string) => SERVICES.indexOf(name as ServiceName) + 1;
  await insertAll(
    tx,
    t.properties,
    PROPERTIES.map((plan, index) => ({
      id: index + 1,
      name: plan.name,
      developer: plan.developer,
      managedBy: `${plan.name} Management Corporation`,
      email: `management${index + 1}@demo.test`,
      contact: `03${String(20000000 + index * 1111111)}`,
      bankName: BANKS[index] ?? 'Maybank',
      bankAcc: String(5140_0000_0000 + index * 7777),
      address: `${index + 1}, Jalan ${['Melati', 'Pantai', 'Sutera'][index]} ${index + 2}`,
      address2: index === 0 ? 'Off Jalan Ampang' : null,
      postcode: plan.postcode,
      city: plan.city,
      state: plan.state,
      active: true,
      createdAt: at(shiftDate(today, -400 + index * 30), 10),
    })),
  );
  await insertAll(
    tx,
    t.propertyServices,
    PROPERTIES.flatMap((plan, index) =>
      plan.services.map((name) => ({ propertyId: index + 1, serviceId: serviceId(name) })),
    ),
  );
  await insertAll(
    tx,
    t.defaultPolicies,
    [...SYSTEM_ROLES, NEW_ROLE_TEMPLATE].flatMap((role) => defaultPolicyRows(role)),
  );
  let roleId = 0;
  const roleRows: (typeof t.roles.$inferInsert)[] = [];
  const policyRows: (typeof t.rolePolicies.$inferInsert)[] = [];
  PROPERTIES.forEach((_, index) => {
    for (const name of SYSTEM_ROLES) {
      roleId += 1;
      roleRows.push({ id: roleId, propertyId: index + 1, name, system: true });
      for (const row of defaultPolicyRows(name)) {
        policyRows.push({
          roleId,
          area: row.area,
          permission: row.permission,
          active: row.active,
          position: row.position,
        });
      }
    }
  });
  await insertAll(tx, t.roles, roleRows);
  await insertAll(tx, t.rolePolicies, policyRows);
  await insertAll(
    tx,
    t.settings,
    PROPERTIES.map((_, index) => ({ propertyId: index + 1, online: index !== 2 })),
  );
  await insertAll(
    tx,
    t.houseRules,
    PROPERTIES.map((_, index) => ({
      propertyId: index + 1,
      doc: `house-rules-${index + 1}.pdf`,
    })),
  );
}
