import { houseRulesQuerySchema, houseRulesUploadSchema } from '../schemas/settings';
import { policy, SIGNED_IN_LINK, type EndpointGroup } from './endpoint';

/** The house rules calls' wire schemas, by their component names. */
export const houseRulesSchemas = {
  HouseRulesQuery: houseRulesQuerySchema,
  HouseRulesUploadBody: houseRulesUploadSchema,
};

/** Spec 002 §2, §7: a property's house rules, shown in a frame; admins replace them. */
export const houseRules = {
  /** Any signed-in user of the property (super users any): the handler checks the property. */
  document: {
    operationId: 'getHouseRules',
    method: 'GET',
    path: '/api/units/house-rules',
    tag: 'house rules',
    summary: "The property's house rules (PDF)",
    access: SIGNED_IN_LINK,
    query: 'HouseRulesQuery',
    reply: { file: ['application/pdf'] },
    failures: [400, 401, 404],
  },
  upload: {
    operationId: 'uploadHouseRules',
    method: 'POST',
    path: '/api/units/house-rules/upload',
    tag: 'house rules',
    summary: "Replaces a property's house rules",
    access: policy('Properties', 'Update'),
    body: 'HouseRulesUploadBody',
    bodyKind: 'multipart',
    reply: 'Message',
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
