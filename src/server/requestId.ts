/**
 * The request id a caller may hand in (`X-Request-Id`, set by the proxy in front): kept so one id
 * follows a request through the proxy's log and the app's, but only when it looks like an id, since
 * it is written into every log line of the request and echoed in the answer.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function acceptedRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID.test(value) ? value : undefined;
}
