import {
  publicVisitorPassSchema,
  visitorAutocompleteResponseSchema,
  visitorCheckResponseSchema,
  visitorDetailResponseSchema,
  visitorListResponseSchema,
  visitorSchema,
} from '../responses/visitors';
import { qrcodeParamsSchema } from '../schemas/params';
import {
  visitorAddSchema,
  visitorDetailQuerySchema,
  visitorListQuerySchema,
} from '../schemas/visitors';
import { policy, PUBLIC, SIGNED_IN, type EndpointGroup } from './endpoint';

/** The visitors calls' wire schemas, by their component names. */
export const visitorsSchemas = {
  Visitor: visitorSchema,
  QrcodeParams: qrcodeParamsSchema,
  VisitorListQuery: visitorListQuerySchema,
  VisitorList: visitorListResponseSchema,
  VisitorDetailQuery: visitorDetailQuerySchema,
  VisitorDetail: visitorDetailResponseSchema,
  VisitorAddBody: visitorAddSchema,
  VisitorSuggestions: visitorAutocompleteResponseSchema,
  VisitorCheck: visitorCheckResponseSchema,
  VisitorPass: publicVisitorPassSchema,
};

/** Spec 000 §7 and 001 §7: visitors, their check-in and check-out, and their public passes. */
export const visitors = {
  list: {
    operationId: 'listVisitors',
    method: 'GET',
    path: '/api/visitors',
    tag: 'visitors',
    summary: 'Lists visitors by tab',
    access: policy('Visitors', 'View'),
    query: 'VisitorListQuery',
    reply: 'VisitorList',
    failures: [400, 401, 404],
  },
  detail: {
    operationId: 'getVisitor',
    method: 'GET',
    path: '/api/visitors/detail/:qrcode',
    tag: 'visitors',
    summary: 'One visitor by QR code',
    access: policy('Visitors', 'View'),
    params: 'QrcodeParams',
    query: 'VisitorDetailQuery',
    reply: 'VisitorDetail',
    failures: [400, 401, 404],
  },
  add: {
    operationId: 'addVisitor',
    method: 'POST',
    path: '/api/visitors/add',
    tag: 'visitors',
    summary: 'Registers a visitor with a new QR pass',
    access: policy('Visitors', 'Create'),
    body: 'VisitorAddBody',
    reply: 'Visitor',
    failures: [400, 401, 404],
  },
  autocomplete: {
    operationId: 'autocompleteVisitors',
    method: 'GET',
    path: '/api/visitors/autocomplete',
    tag: 'visitors',
    summary: 'Earlier visitors whose name matches (to fill the add form)',
    access: policy('Visitors', 'Create'),
    query: 'AutocompleteQuery',
    reply: 'VisitorSuggestions',
    failures: [400, 401],
  },
  /** Guards (a flag or Update on Visitors) and admins: no one policy decides. */
  checkIn: {
    operationId: 'checkInVisitor',
    method: 'GET',
    path: '/api/visitors/check-in/:qrcode',
    tag: 'visitors',
    summary: 'Checks a visitor in by QR code',
    access: SIGNED_IN,
    params: 'QrcodeParams',
    reply: 'VisitorCheck',
    failures: [400, 401, 404, 409, 429],
  },
  checkOut: {
    operationId: 'checkOutVisitor',
    method: 'GET',
    path: '/api/visitors/check-out/:qrcode',
    tag: 'visitors',
    summary: 'Checks a visitor out by QR code',
    access: SIGNED_IN,
    params: 'QrcodeParams',
    reply: 'VisitorCheck',
    failures: [400, 401, 404],
  },
  publicPass: {
    operationId: 'getVisitorPass',
    method: 'GET',
    path: '/api/public/visitors/:qrcode',
    tag: 'visitors',
    summary: 'The public visitor pass (page /visitors/{qrcode}); no sign-in',
    access: PUBLIC,
    params: 'QrcodeParams',
    reply: 'VisitorPass',
    failures: [400, 404, 409, 429],
  },
} as const satisfies EndpointGroup;
