import { errorResponseSchema } from '@northdesk/shared';

/** The error answers every companies route may give (all in the API's one error shape). */
export const companyRouteErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  503: errorResponseSchema,
};

export const COMPANIES_TAGS = ['companies'];
