/** A WP_Error as the REST server prints it: `{code, message, data: {status, …}}`. */
export interface RestError {
  code: string;
  message: string;
  data: { status: number } & Record<string, unknown>;
}

export function restError(code: string, message: string, status: number, extra: Record<string, unknown> = {}): RestError {
  return { code, message, data: { status, ...extra } };
}

export function isRestError(value: unknown): value is RestError {
  const candidate = value as Partial<RestError> | null;
  return typeof candidate?.code === 'string' && typeof candidate.data?.status === 'number';
}

export const NO_ROUTE = (): RestError => restError('rest_no_route', 'No route was found matching the URL and request method.', 404);
