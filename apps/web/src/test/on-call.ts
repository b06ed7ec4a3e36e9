import type { AnswerOf, BodyOf, EndpointSpec, ErrorBody } from '@lodestar/contract';
import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';

const handlerOf = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

type AsBody<T> = T extends DefaultBodyType ? T : DefaultBodyType;
type RequestBodyOf<E extends EndpointSpec> = AsBody<BodyOf<E>>;
type ResponseBodyOf<E extends EndpointSpec> = AsBody<AnswerOf<E>> | ErrorBody;

/**
 * The mocked answer to one call of the endpoint tables: its method and path come from the table, the request body is
 * typed as the call's, and what the resolver answers must be the call's answer or the error body.
 */
export function onCall<E extends EndpointSpec>(
  endpoint: E,
  resolver: HttpResponseResolver<PathParams, RequestBodyOf<E>, ResponseBodyOf<E>>,
) {
  return handlerOf[endpoint.method]<PathParams, RequestBodyOf<E>, ResponseBodyOf<E>>(endpoint.path, resolver);
}

/** An answer outside the call's contract (an empty or half body), to show that the screen copes with one. */
export function onCallOffContract(endpoint: EndpointSpec, resolver: HttpResponseResolver) {
  return handlerOf[endpoint.method](endpoint.path, resolver);
}
