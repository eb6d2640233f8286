import { HttpResponse } from 'msw';

/** The spec's response envelope: { header: { statusCode }, body }. */
export function envelope(body: unknown, statusCode = 200, httpStatus = statusCode): Response {
  return HttpResponse.json({ header: { statusCode: String(statusCode) }, body }, { status: httpStatus });
}

export function errorEnvelope(httpStatus: number, errorCode: string, errorMessage = ''): Response {
  return envelope({ errors: [{ errorCode, errorMessage }] }, httpStatus);
}

/** A token past either lifetime, terminated, or unknown (docs/api.md, "Session lifetime"). */
export function unauthorised(): Response {
  return errorEnvelope(401, 'SESSION_ENDED', 'Your session has ended. Please try to login again');
}
