import {
  facilityDetailResponseSchema,
  facilityListResponseSchema,
  facilitySavedResponseSchema,
  facilitySchema,
} from '../responses/facilities';
import { facilityAddSchema, facilityEditSchema } from '../schemas/facilities';
import { policy, type EndpointGroup } from './endpoint';

/** The facilities calls' wire schemas, by their component names. */
export const facilitiesSchemas = {
  Facility: facilitySchema,
  FacilityList: facilityListResponseSchema,
  FacilityDetail: facilityDetailResponseSchema,
  FacilityAddBody: facilityAddSchema,
  FacilityEditBody: facilityEditSchema,
  FacilitySaved: facilitySavedResponseSchema,
};

/** A property's facilities (the 'Facilities' access area). */
export const facilities = {
  list: {
    operationId: 'listFacilities',
    method: 'GET',
    path: '/api/facilities',
    tag: 'facilities',
    summary: 'Lists facilities',
    access: policy('Facilities', 'View'),
    query: 'ListQuery',
    reply: 'FacilityList',
    failures: [400, 401],
  },
  detail: {
    operationId: 'getFacility',
    method: 'GET',
    path: '/api/facilities/detail/:id',
    tag: 'facilities',
    summary: 'One facility',
    access: policy('Facilities', 'View'),
    params: 'IdParams',
    reply: 'FacilityDetail',
    failures: [400, 401, 404],
  },
  add: {
    operationId: 'addFacility',
    method: 'POST',
    path: '/api/facilities/add',
    tag: 'facilities',
    summary: 'Adds a facility',
    access: policy('Facilities', 'Create'),
    body: 'FacilityAddBody',
    reply: 'FacilitySaved',
    failures: [400, 401, 404],
  },
  edit: {
    operationId: 'editFacility',
    method: 'POST',
    path: '/api/facilities/edit',
    tag: 'facilities',
    summary: 'Changes a facility',
    access: policy('Facilities', 'Update'),
    body: 'FacilityEditBody',
    reply: 'FacilitySaved',
    failures: [400, 401, 404],
  },
  remove: {
    operationId: 'deleteFacility',
    method: 'DELETE',
    path: '/api/facilities/:id',
    tag: 'facilities',
    summary: 'Deletes a facility',
    access: policy('Facilities', 'Delete'),
    params: 'IdParams',
    reply: 'Message',
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
