import {
  propertyDetailResponseSchema,
  propertyDetailSchema,
  propertyListResponseSchema,
  propertySchema,
} from '../responses/properties';
import {
  propertyAddSchema,
  propertyDetailQuerySchema,
  propertyEditSchema,
  propertyPictureUploadSchema,
  serviceToggleSchema,
} from '../schemas/properties';
import { policy, SIGNED_IN, type EndpointGroup } from './endpoint';

/** The properties calls' wire schemas, by their component names. */
export const propertiesSchemas = {
  Property: propertySchema,
  PropertyList: propertyListResponseSchema,
  PropertyWithServices: propertyDetailSchema,
  PropertyDetailQuery: propertyDetailQuerySchema,
  PropertyDetail: propertyDetailResponseSchema,
  PropertyAddBody: propertyAddSchema,
  PropertyEditBody: propertyEditSchema,
  PropertyPictureUploadBody: propertyPictureUploadSchema,
  ServiceToggleBody: serviceToggleSchema,
};

/** Spec 001 §7 / 002 §2: properties and their services. */
export const properties = {
  list: {
    operationId: 'listProperties',
    method: 'GET',
    path: '/api/properties',
    tag: 'properties',
    summary: 'Lists properties',
    access: policy('Properties', 'View'),
    query: 'ListQuery',
    reply: 'PropertyList',
    failures: [400, 401],
  },
  detail: {
    operationId: 'getProperty',
    method: 'GET',
    path: '/api/properties/detail/:id',
    tag: 'properties',
    summary: 'One property with its services',
    access: policy('Properties', 'View'),
    params: 'IdParams',
    query: 'PropertyDetailQuery',
    reply: 'PropertyDetail',
    failures: [400, 401, 404],
  },
  add: {
    operationId: 'addProperty',
    method: 'POST',
    path: '/api/properties/add',
    tag: 'properties',
    summary: 'Adds a property',
    // Super users only, besides the policy.
    access: policy('Properties', 'Create'),
    body: 'PropertyAddBody',
    reply: 'PropertyWithServices',
    failures: [400, 401],
  },
  edit: {
    operationId: 'editProperty',
    method: 'POST',
    path: '/api/properties/edit',
    tag: 'properties',
    summary: 'Changes a property',
    access: policy('Properties', 'Update'),
    body: 'PropertyEditBody',
    reply: 'PropertyWithServices',
    failures: [400, 401, 404],
  },
  uploadPicture: {
    operationId: 'uploadPropertyPicture',
    method: 'POST',
    path: '/api/properties/upload',
    tag: 'properties',
    summary: 'Uploads a property picture (multipart)',
    access: policy('Properties', 'Update'),
    body: 'PropertyPictureUploadBody',
    bodyKind: 'multipart',
    reply: 'PictureUploaded',
    failures: [400, 401, 404],
  },
  enableService: {
    operationId: 'enablePropertyService',
    method: 'POST',
    path: '/api/properties/enable-service',
    tag: 'properties',
    summary: 'Enables a service on a property',
    // Super users only: no role policy grants it.
    access: SIGNED_IN,
    body: 'ServiceToggleBody',
    reply: 'Message',
    failures: [400, 401, 404],
  },
  disableService: {
    operationId: 'disablePropertyService',
    method: 'POST',
    path: '/api/properties/disable-service',
    tag: 'properties',
    summary: 'Disables a service on a property',
    // Super users only: no role policy grants it.
    access: SIGNED_IN,
    body: 'ServiceToggleBody',
    reply: 'Message',
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
