/** A WP_Error as the REST server prints it: `{code, message, data: {status, …}}`. */
export interface RestError {
    code: string;
    message: string;
    data: {
        status: number;
    } & Record<string, unknown>;
}
export declare function restError(code: string, message: string, status: number, extra?: Record<string, unknown>): RestError;
export declare function isRestError(value: unknown): value is RestError;
export declare const NO_ROUTE: () => RestError;
