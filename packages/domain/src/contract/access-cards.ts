import { unitCardParamsSchema, unitParamsSchema } from '../schemas/params';
import { accessCardListResponseSchema, accessCardSchema } from '../responses/access-cards';
import { accessCardAddSchema, accessCardEditSchema } from '../schemas/units';
import { policy, type EndpointGroup } from './endpoint';

/** The accessCards calls' wire schemas, by their component names. */
export const accessCardsSchemas = {
  AccessCard: accessCardSchema,
  AccessCardListParams: unitParamsSchema,
  AccessCardList: accessCardListResponseSchema,
  AccessCardAddBody: accessCardAddSchema,
  AccessCardEditBody: accessCardEditSchema,
  AccessCardParams: unitCardParamsSchema,
};

/** Spec 001 §7: a unit's access cards (the 'Access Card' access area). */
export const accessCards = {
  list: {
    operationId: 'listAccessCards',
    method: 'GET',
    path: '/api/units/access-card/:unit_id',
    tag: 'access cards',
    summary: "Lists a unit's access cards",
    access: policy('Access Card', 'View'),
    params: 'AccessCardListParams',
    query: 'ListQuery',
    reply: 'AccessCardList',
    failures: [400, 401, 404],
  },
  add: {
    operationId: 'addAccessCard',
    method: 'POST',
    path: '/api/units/access-card/add',
    tag: 'access cards',
    summary: 'Adds an access card to a unit',
    access: policy('Access Card', 'Create'),
    body: 'AccessCardAddBody',
    reply: 'AccessCard',
    failures: [400, 401, 404],
  },
  edit: {
    operationId: 'editAccessCard',
    method: 'POST',
    path: '/api/units/access-card/edit',
    tag: 'access cards',
    summary: 'Changes an access card',
    access: policy('Access Card', 'Update'),
    body: 'AccessCardEditBody',
    reply: 'AccessCard',
    failures: [400, 401, 404],
  },
  remove: {
    operationId: 'deleteAccessCard',
    method: 'DELETE',
    path: '/api/units/access-card/:unit_id/:id',
    tag: 'access cards',
    summary: 'Deletes an access card',
    access: policy('Access Card', 'Delete'),
    params: 'AccessCardParams',
    reply: 'Message',
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
