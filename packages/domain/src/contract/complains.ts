import {
  complaintDetailResponseSchema,
  complaintListResponseSchema,
  complaintSavedResponseSchema,
  complaintSchema,
} from '../responses/complains';
import { complaintAddSchema, complaintEditSchema } from '../schemas/complains';
import { policy, type EndpointGroup } from './endpoint';

/** The complains calls' wire schemas, by their component names. */
export const complainsSchemas = {
  Complaint: complaintSchema,
  ComplaintList: complaintListResponseSchema,
  ComplaintDetail: complaintDetailResponseSchema,
  ComplaintAddBody: complaintAddSchema,
  ComplaintEditBody: complaintEditSchema,
  ComplaintSaved: complaintSavedResponseSchema,
};

/** A property's complains (the 'Complains' access area). */
export const complains = {
  list: {
    operationId: 'listComplains',
    method: 'GET',
    path: '/api/complains',
    tag: 'complains',
    summary: 'Lists complains',
    access: policy('Complains', 'View'),
    query: 'ListQuery',
    reply: 'ComplaintList',
    failures: [400, 401],
  },
  detail: {
    operationId: 'getComplaint',
    method: 'GET',
    path: '/api/complains/detail/:id',
    tag: 'complains',
    summary: 'One complaint',
    access: policy('Complains', 'View'),
    params: 'IdParams',
    reply: 'ComplaintDetail',
    failures: [400, 401, 404],
  },
  add: {
    operationId: 'addComplaint',
    method: 'POST',
    path: '/api/complains/add',
    tag: 'complains',
    summary: 'Adds a complaint',
    access: policy('Complains', 'Create'),
    body: 'ComplaintAddBody',
    reply: 'ComplaintSaved',
    failures: [400, 401, 404],
  },
  edit: {
    operationId: 'editComplaint',
    method: 'POST',
    path: '/api/complains/edit',
    tag: 'complains',
    summary: 'Changes a complaint',
    access: policy('Complains', 'Update'),
    body: 'ComplaintEditBody',
    reply: 'ComplaintSaved',
    failures: [400, 401, 404],
  },
  remove: {
    operationId: 'deleteComplaint',
    method: 'DELETE',
    path: '/api/complains/:id',
    tag: 'complains',
    summary: 'Deletes a complaint',
    access: policy('Complains', 'Delete'),
    params: 'IdParams',
    reply: 'Message',
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
