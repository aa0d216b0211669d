import {
  documentUploadResponseSchema,
  errorReplySchema,
  importResponseSchema,
  messageResponseSchema,
  pictureUploadResponseSchema,
} from '../responses/common';
import { autocompleteQuerySchema, listQuerySchema } from '../schemas/lists';
import { idParamsSchema, downloadQuerySchema } from '../schemas/params';

/** The wire schemas many resources share, by their component names. */
export const commonSchemas = {
  Failure: errorReplySchema,
  Message: messageResponseSchema,
  PictureUploaded: pictureUploadResponseSchema,
  DocumentUploaded: documentUploadResponseSchema,
  Imported: importResponseSchema,
  IdParams: idParamsSchema,
  TokenQuery: downloadQuerySchema,
  ListQuery: listQuerySchema,
  AutocompleteQuery: autocompleteQuerySchema,
};
