import { sayLater } from '../messages/text';
import { z } from 'zod';
import {
  base64File,
  optionalText,
  requiredText,
  uploadFields,
  wireBoolean,
  wireEmail,
  wireId,
} from './primitives';

/** GET /api/properties/detail/{id} query. */
export const propertyDetailQuerySchema = z.object({ editMode: wireBoolean.optional() });

/** What GET /api/properties/detail/{id} sends. */
export type PropertyDetailQuery = z.input<typeof propertyDetailQuerySchema>;

const propertyFields = {
  name: requiredText('Name'),
  developer: optionalText,
  managed_by: optionalText,
  email: wireEmail,
  contact: requiredText('Phone').regex(/^\d+$/, { error: sayLater('schema.phoneDigits') }),
  bank_name: optionalText,
  bank_acc: optionalText,
  address: requiredText('Address'),
  address_2: optionalText,
  postcode: requiredText('Postcode'),
  city: requiredText('City'),
  state: requiredText('State'),
  active: wireBoolean.default(true),
};

/** POST /api/properties/add (JSON). */
export const propertyAddSchema = z.object(propertyFields);

/** What POST /api/properties/add sends. */
export type PropertyAddPayload = z.input<typeof propertyAddSchema>;

/** POST /api/properties/edit (JSON). */
export const propertyEditSchema = z.object({ ...propertyFields, id: wireId });

/** What POST /api/properties/edit sends. */
export type PropertyEditPayload = z.input<typeof propertyEditSchema>;

/** POST /api/properties/upload (multipart): a property picture. */
export const propertyPictureUploadSchema = z.object({
  img: base64File('Image'),
  ...uploadFields,
  property_id: wireId,
});

/** What POST /api/properties/upload sends. */
export type PropertyPictureUploadPayload = z.input<typeof propertyPictureUploadSchema>;

/** POST /api/properties/enable-service and /disable-service (JSON). */
export const serviceToggleSchema = z.object({ property_id: wireId, service_id: wireId });

/** What enable-service and disable-service send. */
export type ServiceTogglePayload = z.input<typeof serviceToggleSchema>;
